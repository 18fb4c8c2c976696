/* Measures what an encoder that does not hand equal rows to libdeflate would save (issue #14,
 * docs/PERFORMANCE.md "What remains"): reads a PNG through Cairo, filters it as BarPNGWriter does
 * (a row equal to the one above: Up, all zero; others: Sub), and times libdeflate level 2 on all
 * filtered rows against the differing rows alone (best of 200 each).
 * Build: cc -O2 equal-row-deflate-timer.c -o timer $(pkg-config --cflags --libs cairo) -ldeflate
 * Usage: timer BAR.png */
#include <cairo.h>
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: %s BAR.png\n", argv[0]); return 2; }
    cairo_surface_t *surface = cairo_image_surface_create_from_png(argv[1]);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "cannot read %s\n", argv[1]); return 1; }
    int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
    int stride = cairo_image_surface_get_stride(surface);
    unsigned char *pixels = cairo_image_surface_get_data(surface);
    size_t rowBytes = (size_t)width * 4 + 1, differingLength = 0;
    unsigned char *all = malloc(rowBytes * height), *differing = malloc(rowBytes * height);
    int equalRows = 0;
    for (int y = 0; y < height; y++) {
        unsigned char *row = all + (size_t)y * rowBytes, *p = pixels + (size_t)y * stride;
        if (y > 0 && memcmp(p, p - stride, (size_t)width * 4) == 0) {
            row[0] = 2;
            memset(row + 1, 0, (size_t)width * 4);
            equalRows++;
        } else {
            row[0] = 1;
            for (int i = 0; i < width * 4; i++) row[1 + i] = (unsigned char)(p[i] - (i >= 4 ? p[i - 4] : 0));
            memcpy(differing + differingLength, row, rowBytes);
            differingLength += rowBytes;
        }
    }
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(2);
    size_t capacity = libdeflate_zlib_compress_bound(compressor, rowBytes * height);
    unsigned char *out = malloc(capacity);
    double bestAll = 1e9, bestDiffering = 1e9;
    size_t allBytes = 0, differingBytes = 0;
    for (int run = 0; run < 200; run++) {
        double start = now_ms();
        allBytes = libdeflate_zlib_compress(compressor, all, rowBytes * height, out, capacity);
        double t = now_ms() - start;
        if (t < bestAll) bestAll = t;
        start = now_ms();
        differingBytes = libdeflate_zlib_compress(compressor, differing, differingLength, out, capacity);
        t = now_ms() - start;
        if (t < bestDiffering) bestDiffering = t;
    }
    printf("%dx%d px, %d rows, %d equal to the row above; deflate of all rows %.3f ms (%zu bytes), "
           "of the differing rows only %.3f ms (%zu bytes)\n",
           width, height, height, equalRows, bestAll, allBytes, bestDiffering, differingBytes);
    return 0;
}
