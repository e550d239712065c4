/* check_package.h — `lhx check DIR`: every module of a package
 * (cmd_check_package.c). */
#ifndef LHX_CLI_CHECK_PACKAGE_H
#define LHX_CLI_CHECK_PACKAGE_H

#include "../check/check.h"

/* Checks every module of the package o->file names, jobs at a time; argv
 * (argc words, argv[0] "check") is the command line, whose options the
 * modules' checks are given too. Returns the exit status. */
int check_package(const CheckOptions *o, int jobs, int argc, char **argv);

#endif
