/* The naive path for Scripts/benchmark: reads a PNG into a Cairo image surface, then times
 * cairo_surface_write_to_png_stream (libpng's adaptive filters, zlib level 6) on that surface.
 * Prints the median milliseconds of RUNS writes and the file size.
 * Usage: cairo-png-write-timer FILE.png [RUNS] */
#include <cairo.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static cairo_status_t count_bytes(void *closure, const unsigned char *data, unsigned int length) {
    (void)data;
    *(size_t *)closure += length;
    return CAIRO_STATUS_SUCCESS;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s FILE.png [RUNS]\n", argv[0]); return 2; }
    int runs = argc > 2 ? atoi(argv[2]) : 50;
    if (runs < 1) runs = 1;
    cairo_surface_t *surface = cairo_image_surface_create_from_png(argv[1]);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "cannot read %s\n", argv[1]); return 1; }
    double *times = malloc(sizeof(double) * (size_t)runs);
    size_t bytes = 0;
    for (int i = 0; i < runs; i++) {
        struct timespec start, end;
        bytes = 0;
        clock_gettime(CLOCK_MONOTONIC, &start);
        cairo_surface_write_to_png_stream(surface, count_bytes, &bytes);
        clock_gettime(CLOCK_MONOTONIC, &end);
        times[i] = (end.tv_sec - start.tv_sec) * 1e3 + (end.tv_nsec - start.tv_nsec) / 1e6;
    }
    qsort(times, (size_t)runs, sizeof(double), by_value);
    printf("%.3f %zu\n", times[runs / 2], bytes);
    free(times);
    cairo_surface_destroy(surface);
    return 0;
}
