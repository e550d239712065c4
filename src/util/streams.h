/* streams.h — whether stdout and stderr reach the same place. */
#ifndef LHX_STREAMS_H
#define LHX_STREAMS_H

#include <stdbool.h>

/* True when stdout and stderr are the same open file: one terminal, or a
 * pipe or file given both (`2>&1`). A command whose report on stdout already
 * carries an error's message then leaves out the copy on stderr, so the
 * reader sees it once; with the streams apart, each is complete. */
bool streams_merged(void);

#endif
