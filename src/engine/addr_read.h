/* addr_read.h — reading memory at an opaque address (an Addr# the program
 * was given: a Ptr input's), as indexWordOffAddr# and indexIntOffAddr# do.
 *
 * lhx does not know what the memory holds: a read is a fresh symbolic word
 * (recorded for replay, as a generated value). Memory read twice must give
 * the same word at the same offset, or a path could assume two different
 * contents of one cell and end in a false alarm: each read is constrained
 * against the earlier reads of the same address on the path (equal offsets,
 * equal words: an uninterpreted function by its Ackermann reduction). Reads
 * of one address at two widths (a Word and an Int read) are not related
 * here and stop as unsupported. */
#ifndef LHX_ADDR_READ_H
#define LHX_ADDR_READ_H

#include "machine.h"

/* Returns (machine_return) the word of type pt at offset (an evaluated
 * Int#, in units of the word read) of the address in cell at, or stops as
 * unsupported when that is not an opaque address already evaluated. The
 * address is never forced: an opaque input is a part of the input a
 * replay does not build (cvalue.h), and replay takes the word from the
 * model whatever the address. name: the primitive's, for messages. */
void addr_read(Machine *m, Addr at, Value *offset, PrimType pt, const char *name);

#endif
