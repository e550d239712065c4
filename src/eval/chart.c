/* chart.c — times.svg: one row per (assignment, function) and one for all
 * runs; each row a box plot (quartiles, median, whiskers to the extremes)
 * over a strip of the individual runs coloured by verdict, on a log time
 * axis (run times span milliseconds to the timeout). Plain SVG 1.1, written
 * by hand: no dependency, and the same results give the same bytes. */
#include "report.h"

#include <math.h>
#include <string.h>

enum { WIDTH = 960, LEFT = 220, RIGHT = 30, TOP = 56, ROW = 30, AXIS = 64 };
#define MIN_SECONDS 0.01 /* faster runs are drawn at 10 ms */

static const char *const verdict_colours[VERDICT_COUNT] = {"#1f77b4", "#2ca02c", "#7f7f7f", "#ff7f0e",
                                                           "#9467bd", "#d62728", "#8c564b"};

typedef struct Axis {
    double lo, hi; /* decades: log10 of the axis ends */
} Axis;

static double x_of(const Axis *a, double seconds) {
    double l = log10(seconds < MIN_SECONDS ? MIN_SECONDS : seconds);
    return LEFT + (l - a->lo) / (a->hi - a->lo) * (WIDTH - LEFT - RIGHT);
}

static void xml_text(StrBuf *out, const char *s) {
    for (; *s; s++) {
        if (*s == '&') sb_puts(out, "&amp;");
        else if (*s == '<') sb_puts(out, "&lt;");
        else if (*s == '>') sb_puts(out, "&gt;");
        else if (*s == '"') sb_puts(out, "&quot;");
        else sb_putc(out, *s);
    }
}

static Axis make_axis(const Group *all, double timeout) {
    double lo = all->n ? all->seconds[0] : 1, hi = all->n ? all->seconds[all->n - 1] : 1;
    if (timeout > hi) hi = timeout;
    Axis a = {floor(log10(lo < MIN_SECONDS ? MIN_SECONDS : lo)), ceil(log10(hi < MIN_SECONDS ? MIN_SECONDS : hi))};
    if (a.hi <= a.lo) a.hi = a.lo + 1;
    return a;
}

static void draw_axis(const Axis *a, double bottom, StrBuf *out) {
    for (double d = a->lo; d <= a->hi + 1e-9; d++) {
        double x = x_of(a, pow(10, d));
        sb_printf(out, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n", x, TOP, x, bottom);
        sb_printf(out, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%g</text>\n", x, bottom + 16, pow(10, d));
    }
    sb_printf(out, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"middle\">seconds per run (log scale)</text>\n",
              (LEFT + WIDTH - RIGHT) / 2, bottom + 36);
}

static void draw_timeout(const Axis *a, double timeout, double bottom, StrBuf *out) {
    if (timeout <= 0) return;
    double x = x_of(a, timeout);
    sb_printf(out, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ff7f0e\" stroke-dasharray=\"4 3\"/>\n",
              x, TOP - 6, x, bottom);
    sb_printf(out, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">timeout %g s</text>\n", x, TOP - 10, timeout);
}

static void draw_box(const Axis *a, const Group *g, double y, StrBuf *out) {
    if (!g->n) return;
    double lo = x_of(a, g->seconds[0]), hi = x_of(a, g->seconds[g->n - 1]);
    double q1 = x_of(a, eval_quantile(g->seconds, g->n, 0.25)), q3 = x_of(a, eval_quantile(g->seconds, g->n, 0.75));
    double med = x_of(a, eval_quantile(g->seconds, g->n, 0.5));
    sb_printf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#555\"/>\n", lo, y, hi, y);
    sb_printf(out, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%d\" fill=\"#eef\" stroke=\"#555\"/>\n", q1,
              y - ROW / 3.0, q3 - q1, 2 * ROW / 3);
    sb_printf(out, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#000\" stroke-width=\"2\"/>\n", med,
              y - ROW / 3.0, med, y + ROW / 3.0);
}

static void draw_label(const Group *g, double y, StrBuf *out) {
    sb_printf(out, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">", LEFT - 10, y + 4);
    if (g->function) {
        xml_text(out, assignment_name(g->assignment));
        sb_puts(out, " / ");
        xml_text(out, g->function);
    } else sb_puts(out, "all");
    sb_printf(out, " (%zu)</text>\n", g->n);
}

/* The row of an outcome: its group's index (the groups are few). */
static size_t row_of(const Results *r, const Group *gs, size_t ng, const Outcome *o) {
    const ManifestEntry *e = results_entry(r, o);
    for (size_t i = 0; e && i + 1 < ng; i++)
        if (gs[i].assignment == e->assignment && strcmp(gs[i].function, e->function) == 0) return i;
    return ng - 1;
}

/* Every run as a dot on its row and on the `all` row, spread vertically by
 * a fixed pattern so that equal times stay visible. */
static void draw_points(const Results *r, const Axis *a, const Group *gs, size_t ng, StrBuf *out) {
    for (size_t i = 0; i < r->nbad; i++) {
        const Outcome *o = &r->bad[i];
        size_t rows[2] = {row_of(r, gs, ng, o), ng - 1};
        double dy = (double)((int)(i * 7 % 11) - 5) * 1.6;
        for (int k = 0; k < 2; k++)
            sb_printf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\" fill-opacity=\"0.75\"><title>%s: %s, %.3f s</title></circle>\n",
                      x_of(a, o->seconds), TOP + ROW * (rows[k] + 0.5) + dy, verdict_colours[o->verdict], o->id,
                      verdict_name(o->verdict), o->seconds);
    }
}

static void draw_legend(double y, StrBuf *out) {
    double x = LEFT;
    for (int v = 0; v < VERDICT_COUNT; v++, x += 110) {
        sb_printf(out, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"/>\n", x, y, verdict_colours[v]);
        sb_printf(out, "<text x=\"%.1f\" y=\"%.1f\">%s</text>\n", x + 8, y + 4, verdict_name((Verdict)v));
    }
}

void eval_report_chart(const Results *r, StrBuf *out) {
    size_t ng;
    Group *gs = groups_build(r, &ng);
    double timeout = results_max_timeout(r), bottom = TOP + ROW * (double)ng;
    Axis a = make_axis(&gs[ng - 1], timeout);
    sb_printf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%.0f\" font-family=\"sans-serif\" "
                   "font-size=\"12\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
              WIDTH, bottom + AXIS + 24);
    sb_printf(out, "<text x=\"%d\" y=\"20\" font-size=\"15\">lhx check: time per run, per function</text>\n", LEFT);
    draw_axis(&a, bottom, out);
    draw_timeout(&a, timeout, bottom, out);
    for (size_t i = 0; i < ng; i++) {
        double y = TOP + ROW * (i + 0.5);
        draw_label(&gs[i], y, out);
        draw_box(&a, &gs[i], y, out);
    }
    draw_points(r, &a, gs, ng, out);
    draw_legend(bottom + AXIS, out);
    sb_puts(out, "</svg>\n");
    groups_free(gs, ng);
}
