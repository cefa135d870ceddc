// HarfBuzz shaping throughput over the benchmark corpus, through the C API: each string is
// shaped once per round with its script's font (hb_shape with default features), advances
// summed. Usage: hb_bench shaping.tsv THREADS ROUNDS
#include <hb.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct { char *text; int length; int font; } item_t;

static item_t *items;
static int item_count;
static hb_font_t *fonts[16];
static char *font_paths[16];
static int font_count;
static int rounds;

static int font_index(const char *path) {
    for (int i = 0; i < font_count; i++) if (strcmp(font_paths[i], path) == 0) return i;
    hb_blob_t *blob = hb_blob_create_from_file(path);
    hb_face_t *face = hb_face_create(blob, 0);
    fonts[font_count] = hb_font_create(face);
    hb_font_make_immutable(fonts[font_count]);
    font_paths[font_count] = strdup(path);
    return font_count++;
}

typedef struct { long shapes; long checksum; } result_t;

static void *run(void *arg) {
    result_t *result = arg;
    hb_buffer_t *buffer = hb_buffer_create();
    for (int r = 0; r < rounds; r++) {
        for (int i = 0; i < item_count; i++) {
            hb_buffer_clear_contents(buffer);
            hb_buffer_add_utf8(buffer, items[i].text, items[i].length, 0, items[i].length);
            hb_buffer_guess_segment_properties(buffer);
            hb_shape(fonts[items[i].font], buffer, NULL, 0);
            unsigned int count;
            hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
            long width = 0;
            for (unsigned int g = 0; g < count; g++) width += positions[g].x_advance;
            result->checksum += width;
            result->shapes++;
        }
    }
    hb_buffer_destroy(buffer);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: hb_bench shaping.tsv THREADS ROUNDS\n"); return 2; }
    FILE *file = fopen(argv[1], "r");
    if (!file) { perror(argv[1]); return 2; }
    int threads = atoi(argv[2]);
    rounds = atoi(argv[3]);
    int capacity = 1024;
    items = malloc(sizeof(item_t) * capacity);
    char *line = NULL;
    size_t size = 0;
    ssize_t read;
    while ((read = getline(&line, &size, file)) > 0) {
        if (line[read - 1] == '\n') line[--read] = 0;
        char *tab = strchr(line, '\t');
        if (!tab) continue;
        *tab = 0;
        if (item_count == capacity) { capacity *= 2; items = realloc(items, sizeof(item_t) * capacity); }
        items[item_count].font = font_index(line);
        items[item_count].text = strdup(tab + 1);
        items[item_count].length = (int)strlen(tab + 1);
        item_count++;
    }
    fclose(file);
    pthread_t ids[64];
    result_t results[64];
    memset(results, 0, sizeof(results));
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (int t = 0; t < threads; t++) pthread_create(&ids[t], NULL, run, &results[t]);
    long shapes = 0, checksum = 0;
    for (int t = 0; t < threads; t++) {
        pthread_join(ids[t], NULL);
        shapes += results[t].shapes;
        checksum += results[t].checksum;
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    printf("threads %d  strings %d  shapes %ld  seconds %.3f  shapes/s %.0f  per thread %.0f  checksum %ld\n",
           threads, item_count, shapes, seconds, shapes / seconds, shapes / seconds / threads, checksum);
    return 0;
}
