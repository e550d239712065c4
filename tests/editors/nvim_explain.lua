-- Neovim (0.7 or later) with its built-in LSP client attached to `lhx lsp`:
-- opens a Haskell file, puts the cursor on a LiquidHaskell error, runs the
-- code action "Explain this LiquidHaskell error" through vim.lsp.buf.code_action
-- (the menu answered by a vim.ui.select that picks that title), waits for
-- the explanation, then hovers over the explained function. What Neovim
-- received is written as JSON for tests/editors/run.sh to check:
--
--   actions      the code action titles the menu offered
--   reply        the reply to workspace/executeCommand (lhx's JSON)
--   messages     the window/showMessage notifications ({type, message})
--   diagnostics  vim.diagnostic.get() of the buffer ({lnum, col, severity, source, message}; lnum from 0)
--   hover        the lines of the hover window Neovim opened
--   error        why the script stopped early, or absent
--
-- Run by: nvim --headless --clean -u NONE -c 'luafile nvim_explain.lua'
-- Environment: LHX (the lhx executable), LHX_EDITOR_FILE (the Haskell file),
-- LHX_EDITOR_LINE, LHX_EDITOR_COL (the error, from 1), LHX_EDITOR_HOVER_LINE
-- (a line of the explained function), LHX_EDITOR_OUT (the JSON file to write).
-- With LHX_EDITOR_SCREEN=1 (a real terminal, for a screen capture) Neovim stays
-- open after writing the JSON, showing the hover window and the diagnostics.

local env = function(name)
  local v = os.getenv(name)
  if not v or v == '' then
    error('nvim_explain.lua: ' .. name .. ' is not set')
  end
  return v
end

local seen = { actions = {}, messages = {}, diagnostics = {}, hover = {} }
local screen = os.getenv('LHX_EDITOR_SCREEN') == '1'
local TIMEOUT_MS = 600000 -- a loaded machine: GHC, then the search

-- Waits for cond, processing events meanwhile; errors with what after the timeout.
local function wait_for(what, cond)
  if not vim.wait(TIMEOUT_MS, cond, 50) then
    error('timed out waiting for ' .. what)
  end
end

local function write_results(out)
  local f = assert(io.open(out, 'w'))
  f:write(vim.fn.json_encode(seen))
  f:close()
end

local function run()
  local file = env('LHX_EDITOR_FILE')
  -- hover in a framed window, as many configurations have it
  vim.lsp.handlers['textDocument/hover'] = vim.lsp.with(vim.lsp.handlers.hover, { border = 'rounded' })
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  local client_id = vim.lsp.start_client({
    name = 'lhx',
    cmd = { env('LHX'), 'lsp' },
    root_dir = vim.fn.fnamemodify(file, ':p:h'),
    init_options = { timeout = 600 },
    handlers = {
      ['window/showMessage'] = function(_, result)
        table.insert(seen.messages, { type = result.type, message = result.message })
      end,
      ['workspace/executeCommand'] = function(err, result)
        seen.reply = err and { error = err } or result
      end,
    },
  })
  if not client_id then
    error('vim.lsp.start_client failed')
  end
  vim.lsp.buf_attach_client(bufnr, client_id)
  wait_for('the server to initialize', function()
    local c = vim.lsp.get_client_by_id(client_id)
    return c ~= nil and c.initialized == true
  end)

  -- The code action at the error, chosen from the menu by its title.
  vim.api.nvim_win_set_cursor(0, { tonumber(env('LHX_EDITOR_LINE')), tonumber(env('LHX_EDITOR_COL')) - 1 })
  local chosen = false
  vim.ui.select = function(items, opts, on_choice)
    for i, item in ipairs(items) do
      local title = opts.format_item and opts.format_item(item) or tostring(item)
      table.insert(seen.actions, title)
      if title == 'Explain this LiquidHaskell error' and not chosen then
        chosen = true
        on_choice(item, i)
      end
    end
    if not chosen then
      on_choice(nil, nil)
    end
  end
  vim.lsp.buf.code_action()
  wait_for('the code action menu', function() return #seen.actions > 0 end)
  if not chosen then
    error('no code action "Explain this LiquidHaskell error" among: ' .. table.concat(seen.actions, ', '))
  end
  wait_for('the reply to lhx.explain', function() return seen.reply ~= nil end)
  wait_for('the explanation message', function() return #seen.messages > 0 end)
  wait_for('the diagnostics', function() return #vim.diagnostic.get(bufnr) > 0 end)
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(seen.diagnostics,
      { lnum = d.lnum, col = d.col, severity = d.severity, source = d.source, message = d.message })
  end

  -- Hover over the explained function: the window Neovim opens.
  vim.api.nvim_win_set_cursor(0, { tonumber(env('LHX_EDITOR_HOVER_LINE')), 0 })
  vim.lsp.buf.hover()
  local float
  wait_for('the hover window', function()
    for _, w in ipairs(vim.api.nvim_list_wins()) do
      if vim.api.nvim_win_get_config(w).relative ~= '' then
        float = w
        return true
      end
    end
    return false
  end)
  seen.hover = vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(float), 0, -1, false)
end

local ok, err = pcall(run)
if not ok then
  seen.error = tostring(err)
end
write_results(env('LHX_EDITOR_OUT'))
if not screen then
  vim.cmd(ok and 'qa!' or 'cquit 1')
end
