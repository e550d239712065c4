# lhx — counterexamples for LiquidHaskell errors.
#
#   make demo   install what is missing, build, run lhx on an example
#   make test   install what is missing, build, run every test (also under ASan/UBSan)
#   make        build build/lhx and its support files (build/share)
#   make fuzz   fuzz the core JSON loader, the spec parser, the liquid-output and LSP readers, FUZZ_SECONDS each
#   make bench  benchmarks

CC      ?= cc
CSTD    := -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE
WARN    := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wno-missing-field-initializers
CFLAGS  ?= -O2 -g
DEPS_CFLAGS := $(shell pkg-config --cflags libcjson z3 2>/dev/null)
DEPS_LIBS   := $(shell pkg-config --libs libcjson z3 yaml-0.1 2>/dev/null || echo -lcjson -lz3 -lyaml)
ALL_CFLAGS  = $(CSTD) $(WARN) $(CFLAGS) $(DEPS_CFLAGS) -MMD -MP

BUILD   := build
SHARE   := $(BUILD)/share
FUZZ_SECONDS ?= 60

# The library, shared by lhx, the unit tests and the fuzzers: everything up to
# the check pipeline (src/check), which the unit tests drive too.
LIB_SRC := $(wildcard src/util/*.c src/core/*.c src/source/*.c src/spec/*.c src/project/*.c src/frontend/*.c src/engine/*.c translate/*.c src/check/*.c)
# The peer drivers (src/peer: the QuickCheck/SmallCheck drivers of bench/peers.py), unit-tested too.
LIB_SRC += $(wildcard src/peer/*.c)
# The front doors: the command line, the language server, the evaluation.
CLI_SRC := $(filter-out $(LIB_SRC),$(wildcard src/cli/*.c src/help/*.c src/lsp/*.c src/eval/*.c))
TEST_SRC := $(wildcard tests/unit/*.c)

LIB_OBJ  := $(LIB_SRC:%.c=$(BUILD)/obj/%.o)
CLI_OBJ  := $(CLI_SRC:%.c=$(BUILD)/obj/%.o)
TEST_OBJ := $(TEST_SRC:%.c=$(BUILD)/obj/%.o)
ASAN_LIB_OBJ  := $(LIB_SRC:%.c=$(BUILD)/asan/%.o)
ASAN_TEST_OBJ := $(TEST_SRC:%.c=$(BUILD)/asan/%.o)
ASAN_CFLAGS := -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all

PLUGIN_SRC  := $(shell find src/ghc-plugin prelude/stubs -name '*.hs' 2>/dev/null)
PRELUDE_SRC := $(shell find prelude/models -name '*.hs' 2>/dev/null)

.PHONY: all deps demo test unit-tests asan-tests integration-tests fuzz bench clean

all: $(BUILD)/lhx $(SHARE)/pkgdb/.stamp $(SHARE)/prelude/.stamp $(SHARE)/specs/.stamp

deps:
	@scripts/install-deps.sh

$(BUILD)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(BUILD)/asan/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CSTD) $(WARN) $(ASAN_CFLAGS) $(DEPS_CFLAGS) -MMD -MP -c $< -o $@

$(BUILD)/lhx: $(LIB_OBJ) $(CLI_OBJ)
	$(CC) $(CFLAGS) $^ -o $@ $(DEPS_LIBS) -lm

# The plugin and the LiquidHaskell stub modules, as a GHC package.
$(SHARE)/pkgdb/.stamp: $(PLUGIN_SRC) src/ghc-plugin/build-package.sh
	@mkdir -p $(SHARE)
	src/ghc-plugin/build-package.sh $(abspath $(SHARE))
	@touch $@

# lhx's library specs (read by `lhx check`).
$(SHARE)/specs/.stamp: $(wildcard specs/*.spec)
	@rm -rf $(SHARE)/specs && mkdir -p $(SHARE)/specs
	cp specs/*.spec $(SHARE)/specs/
	@touch $@

# The prelude models, compiled by the plugin into core JSON.
$(SHARE)/prelude/.stamp: $(PRELUDE_SRC) $(SHARE)/pkgdb/.stamp | $(BUILD)/lhx
	@rm -rf $(SHARE)/prelude && mkdir -p $(SHARE)/prelude
	$(BUILD)/lhx build-prelude prelude/models $(SHARE)/prelude
	@touch $@

demo: deps
	@$(MAKE) --no-print-directory all
	$(BUILD)/lhx core tests/programs/demo.hs > $(BUILD)/demo-core.txt
	head -40 $(BUILD)/demo-core.txt
	$(BUILD)/lhx run tests/engine/fig2.hs --entry prop || test $$? -eq 1

$(BUILD)/unit-tests: $(TEST_OBJ) $(LIB_OBJ)
	$(CC) $(CFLAGS) $^ -o $@ $(DEPS_LIBS) $$(pkg-config --libs check) -lm

$(BUILD)/asan-unit-tests: $(ASAN_TEST_OBJ) $(ASAN_LIB_OBJ)
	$(CC) $(ASAN_CFLAGS) $^ -o $@ $(DEPS_LIBS) $$(pkg-config --libs check) -lm

unit-tests: all $(BUILD)/unit-tests
	LHX_SHARE=$(abspath $(SHARE)) $(BUILD)/unit-tests

# The same tests with AddressSanitizer and UndefinedBehaviorSanitizer.
asan-tests: all $(BUILD)/asan-unit-tests
	LHX_SHARE=$(abspath $(SHARE)) ASAN_OPTIONS=detect_leaks=1 $(BUILD)/asan-unit-tests

integration-tests: all
	tests/cli/run.sh $(BUILD)/lhx
	tests/check/run.sh $(BUILD)/lhx
	tests/prelude/run.sh $(BUILD)/lhx
	tests/explain/run.sh $(BUILD)/lhx
	tests/lsp/run.sh $(BUILD)/lhx
	tests/eval/run.sh $(BUILD)/lhx
	tests/corpus/run.sh $(BUILD)/lhx
	tests/reliability/run.sh $(BUILD)/lhx
	tests/projects/run.sh $(BUILD)/lhx
	tests/peers/run.sh $(BUILD)/lhx

test: deps test-deps
	@$(MAKE) --no-print-directory unit-tests asan-tests integration-tests surface-tests

$(BUILD)/fuzz-loader: tests/fuzz/fuzz_loader.c $(LIB_SRC)
	clang $(CSTD) -g -O1 -fsanitize=fuzzer,address,undefined $(DEPS_CFLAGS) $^ -o $@ $(DEPS_LIBS) -lm

$(BUILD)/fuzz-spec: tests/fuzz/fuzz_spec.c $(LIB_SRC)
	clang $(CSTD) -g -O1 -fsanitize=fuzzer,address,undefined $(DEPS_CFLAGS) $^ -o $@ $(DEPS_LIBS) -lm

$(BUILD)/fuzz-liquid-output: tests/fuzz/fuzz_liquid_output.c $(LIB_SRC)
	clang $(CSTD) -g -O1 -fsanitize=fuzzer,address,undefined $(DEPS_CFLAGS) $^ -o $@ $(DEPS_LIBS) -lm

$(BUILD)/fuzz-lsp-rpc: tests/fuzz/fuzz_lsp_rpc.c src/lsp/rpc.c $(LIB_SRC)
	clang $(CSTD) -g -O1 -fsanitize=fuzzer,address,undefined $(DEPS_CFLAGS) $^ -o $@ $(DEPS_LIBS) -lm

# The loader's seeds: the plugin's core JSON of every test program (generated once).
$(BUILD)/fuzz-core-seeds/.stamp: | all
	tests/fuzz/make-core-seeds.sh $(BUILD)/lhx $(BUILD)/fuzz-core-seeds
	@touch $@

# One fuzzer after another (the machine may be shared).
fuzz: deps
	@$(MAKE) --no-print-directory all $(BUILD)/fuzz-loader $(BUILD)/fuzz-spec $(BUILD)/fuzz-liquid-output $(BUILD)/fuzz-lsp-rpc $(BUILD)/fuzz-core-seeds/.stamp
	@mkdir -p $(BUILD)/fuzz-corpus $(BUILD)/fuzz-spec-corpus $(BUILD)/fuzz-liquid-output-corpus $(BUILD)/fuzz-lsp-rpc-corpus
	$(BUILD)/fuzz-loader -max_total_time=$(FUZZ_SECONDS) -max_len=1048576 -rss_limit_mb=2048 $(BUILD)/fuzz-corpus tests/fuzz/seeds $(BUILD)/fuzz-core-seeds
	$(BUILD)/fuzz-spec -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -rss_limit_mb=2048 $(BUILD)/fuzz-spec-corpus tests/specs
	$(BUILD)/fuzz-liquid-output -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -rss_limit_mb=2048 $(BUILD)/fuzz-liquid-output-corpus tests/liquid
	$(BUILD)/fuzz-lsp-rpc -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -rss_limit_mb=2048 $(BUILD)/fuzz-lsp-rpc-corpus tests/fuzz/lsp-seeds

# Benchmarks (not tests): steps, paths, SMT queries, solver and engine time,
# peak memory and steps per second for each bench/*.hs program; a generated
# package of 30 modules checked twice (the second run from lhx's cache).
bench: all
	bench/run.sh $(BUILD)/lhx
	bench/package.sh $(BUILD)/lhx 30

clean:
	rm -rf $(BUILD)

# ---- Where users meet lhx: installation, manual page, completion, editors ------------
#
#   make install [PREFIX=/usr/local] [DESTDIR=]   lhx, its support files (PREFIX/share/lhx),
#                                                 lhx.1, the bash completion
#   make uninstall [PREFIX=…] [DESTDIR=]          removes them
#   make surface-tests                            installation tests and real editor clients

PREFIX  ?= /usr/local
DESTDIR ?=
INSTALL_BIN  = $(DESTDIR)$(PREFIX)/bin
INSTALL_DATA = $(DESTDIR)$(PREFIX)/share/lhx
INSTALL_MAN  = $(DESTDIR)$(PREFIX)/share/man/man1
INSTALL_COMP = $(DESTDIR)$(PREFIX)/share/bash-completion/completions

.PHONY: install uninstall surface-tests install-tests editor-tests vscode test-deps

# What only the tests need: editors, the manual page's tools, Node.js, npm ci.
test-deps:
	@scripts/install-deps.sh --tests

# The manual page and the completion script come from the help texts (src/help/help.c).
$(BUILD)/lhx.1: $(BUILD)/lhx
	$(BUILD)/lhx --help-man > $@
$(BUILD)/lhx.bash-completion: $(BUILD)/lhx
	$(BUILD)/lhx --bash-completion > $@

# The package database names its directories through ${pkgroot}, so the
# support files are copied as they are.
install: all $(BUILD)/lhx.1 $(BUILD)/lhx.bash-completion
	install -d $(INSTALL_BIN) $(INSTALL_MAN) $(INSTALL_COMP)
	install -m 755 $(BUILD)/lhx $(INSTALL_BIN)/lhx
	rm -rf $(INSTALL_DATA) && install -d $(INSTALL_DATA)
	cp -R $(SHARE)/pkgdb $(SHARE)/lib $(SHARE)/prelude $(SHARE)/specs $(INSTALL_DATA)/
	rm -f $(INSTALL_DATA)/*/.stamp
	install -m 644 $(BUILD)/lhx.1 $(INSTALL_MAN)/lhx.1
	install -m 644 $(BUILD)/lhx.bash-completion $(INSTALL_COMP)/lhx

uninstall:
	rm -f $(INSTALL_BIN)/lhx $(INSTALL_MAN)/lhx.1 $(INSTALL_COMP)/lhx
	rm -rf $(INSTALL_DATA)

# The VS Code extension: compiled, tested and packaged (editors/vscode/README.md);
# its npm packages come from `npm ci` (scripts/install-deps.sh).
vscode: all
	@test -d editors/vscode/node_modules || { echo "lhx: no npm packages in editors/vscode: make test-deps" >&2; exit 1; }
	cd editors/vscode && npm run --silent compile && LHX=$(abspath $(BUILD)/lhx) npm test --silent \
	  && npm run --silent package

install-tests: all
	tests/install/run.sh $(BUILD)/lhx

editor-tests: all
	@$(MAKE) --no-print-directory vscode
	tests/editors/run.sh $(BUILD)/lhx

surface-tests: install-tests editor-tests

-include $(LIB_OBJ:.o=.d) $(CLI_OBJ:.o=.d) $(TEST_OBJ:.o=.d) $(ASAN_LIB_OBJ:.o=.d) $(ASAN_TEST_OBJ:.o=.d)

# ---- lhx against QuickCheck and SmallCheck (issue 16; docs/peers.md) -------------------
#
#   make bench-peers [PEERS_ARGS="-j 2 --budget 10"]
#       installs QuickCheck and SmallCheck if missing, builds, and runs bench/peers.py:
#       every corpus entry through lhx and through the drivers `lhx peer-driver` generates;
#       the tables go to bench/results/peers.md and peers.csv

.PHONY: bench-peers
PEERS_ARGS ?= -j 2

bench-peers:
	@scripts/install-deps.sh --bench
	@$(MAKE) --no-print-directory all
	bench/peers.py --lhx $(BUILD)/lhx $(PEERS_ARGS)
