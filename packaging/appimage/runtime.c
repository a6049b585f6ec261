/*
 * yachtgui's AppImage type 2 runtime: the small ELF program at the front of the .AppImage file.
 *
 * Copyright (C) the yachtgui authors. This program is free software: you can redistribute it
 * and/or modify it under the terms of the GNU General Public License as published by the Free
 * Software Foundation, either version 3 of the License, or (at your option) any later version.
 *
 * The file is this executable followed directly by a squashfs image of an AppDir; the image
 * starts where the ELF ends, at e_shoff + e_shentsize * e_shnum (as the AppImage specification
 * computes it). Bytes 8..10 of the ELF header carry the type 2 magic "AI\2" (written by
 * packaging/appimage.py after compiling). It behaves as the AppImage project's type 2 runtime
 * does without FUSE, and never mounts anything (FUSE is missing on many current systems).
 *
 * A normal start unpacks the image once into the user's cache,
 *   $XDG_CACHE_HOME (or ~/.cache)/appimage/<app id>/<key>/
 * where <app id> is the AppDir's desktop entry name and <key> a SHA-256 of the user id, the
 * squashfs superblock and the image's whole metadata region (every file's name, size, mode,
 * time and block list): two copies of one image share a key, any rebuild gets a new one. It is
 * safe by construction:
 *   - nothing is followed or trusted that the user did not create: "appimage", "<app id>" and
 *     "<key>" are opened with O_NOFOLLOW and must be real folders owned by the user that no one
 *     else can write to; the cache folder holding them is used by its real path (symlinks
 *     resolved), and it and every folder above it must belong to the user or root and be
 *     writable by no one else (but the user's own group, and anyone if sticky), so no one else
 *     can swap a folder on the way after the checks (AppRun and the app open files by path);
 *     the same holds for TMPDIR (else /tmp) and for ./squashfs-root;
 *     the unpacked folder is run only if it also holds the completeness mark
 *     (".appimage-complete", naming the key), written after every file was synced to disk
 *     (syncfs), so neither a planted folder nor one torn by a power cut is ever run;
 *   - unpacking goes into ".unpacking-<key>-XXXXXX" (mkdtemp, 0700) renamed into place without
 *     replacing anything (RENAME_NOREPLACE); two first starts race harmlessly, the loser uses
 *     the winner's copy;
 *   - every start holds a shared flock(2) on the folder it runs from (or unpacks into) through
 *     a descriptor AppRun and the app inherit; each start removes this app's other versions and
 *     dead ".unpacking-*" folders (of a killed start), i.e. entries of its own folder that are
 *     real folders owned by the user with one of its own name patterns and that it can lock
 *     exclusively; removal walks with directory descriptors and never follows a symlink nor
 *     enters a mount point, so nothing outside its own folder is ever removed; it removes the
 *     completeness mark first, so a removal cut short never leaves a copy that is trusted;
 *   - when the cache cannot be used (read-only or full home, an unsafe folder on the way) it
 *     says why in one line and runs from a private temporary folder instead, as
 *     --appimage-extract-and-run does.
 *
 *   --appimage-extract [PATTERN]  unpack (the entries matching the fnmatch PATTERN) into
 *                                 ./squashfs-root, merged with what is there, never following
 *                                 a symlink found there
 *   --appimage-extract-and-run    unpack into a new private folder in $TMPDIR (or /tmp),
 *                                 "appimage_extracted_<key>-XXXXXX", run AppRun there, wait and
 *                                 remove it (kept, as "appimage_kept_<key>-XXXXXX", if
 *                                 NO_CLEANUP is set); also when
 *                                 APPIMAGE_EXTRACT_AND_RUN is set (to anything but "" or "0")
 *   --appimage-mount              not available: this runtime has no FUSE (says so, exit 1)
 *   --appimage-offset             print where the image starts in the file
 *   --appimage-portable-home      create "<image>.home" (0700) beside the image and say so
 *   --appimage-portable-config    create "<image>.config" (0700) beside the image and say so
 *   --appimage-signature          print the signature in the ELF section .sha256_sig (empty: none)
 *   --appimage-updateinformation  print the update information in the ELF section .upd_info
 *     (or -updateinfo)            (empty: none)
 *   --appimage-version            print the runtime's version (on stderr, as the official one)
 *   --appimage-help               say this (on stderr, as the official one)
 * Portable mode (as the AppImage project's runtime): when "<image>.home" or "<image>.config" is a
 * folder beside the image, AppRun gets it as HOME or XDG_CONFIG_HOME, so the game keeps the
 * family's games and settings beside the image (a USB stick); only a folder of this user's that
 * no one else can write is taken (one planted beside an image in a shared folder would give its
 * owner the family's files), else a note says why. The unpacked copy stays in the real cache.
 * The runtime carries the empty sections .upd_info (1024 bytes), .sha256_sig (1024) and .sig_key
 * (8192) where AppImage tools write update information and a signature.
 * TARGET_APPIMAGE names the image to run when this runtime runs on its own (AppImageLauncher
 * runs a copy of the runtime part, with the magic bytes erased). AppRun gets the user's
 * arguments and APPIMAGE (the image, absolute), APPDIR, ARGV0 and OWD.
 *
 * Errors print one line on stderr beginning with "AppImage runtime:" and exit with status 1
 * (127 when AppRun cannot be executed). The squashfs image is read with libsquashfuse's
 * library API, linked statically together with its decompressors.
 */
#define _GNU_SOURCE
/* first: its config.h defines _POSIX_C_SOURCE, which <features.h> then widens for _GNU_SOURCE */
#include <squashfuse.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#define PREFIX "AppImage runtime: "
/* packaging/appimage.py looks for this text to tell our runtime from another one */
#define IDENTITY "yachtgui AppImage runtime (GPL-3.0-or-later)"
#define RUNTIME_VERSION "yachtgui-2"
#define CHUNK (256 * 1024)
#define MARK ".appimage-complete"
#define KEY_HEX 64                       /* the cache folder's name: SHA-256 in hex */
#define METADATA_LIMIT (256ULL << 20)    /* hash at most this much of the metadata region */

static const char *image_path; /* the image, absolute */
static const char *argv0;      /* ARGV0 for AppRun */

/* The AppImage specification's optional sections, empty (zeros) as it asks when unused: AppImage
 * tools (appimagetool, AppImageUpdate) write update information and a signature into them, and
 * read them back; "retain" keeps them past --gc-sections. */
#define APPIMAGE_SECTION(name) __attribute__((section(name), used, retain, aligned(1)))
static const char update_information[1024] APPIMAGE_SECTION(".upd_info") = {0};
static const char signature[1024] APPIMAGE_SECTION(".sha256_sig") = {0};
static const char signing_key[8192] APPIMAGE_SECTION(".sig_key") = {0};

static void fail(const char *format, ...) __attribute__((noreturn, format(printf, 1, 2)));

static void fail(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fputs(PREFIX, stderr);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    exit(1);
}

static void note(const char *format, ...) __attribute__((format(printf, 1, 2)));

static void note(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fputs(PREFIX, stderr);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
}

static const char *sqfs_error_text(sqfs_err err) {
    switch (err) {
    case SQFS_OK: return "no error";
    case SQFS_BADFORMAT: return "not a squashfs image (the file is damaged or incomplete)";
    case SQFS_BADVERSION: return "unsupported squashfs version";
    case SQFS_BADCOMP: return "unsupported squashfs compression";
    case SQFS_UNSUP: return "unsupported squashfs feature";
    default: return "read error (the file is damaged or incomplete)";
    }
}

/* ---- SHA-256 (FIPS 180-4) ------------------------------------------------------------- */

typedef struct {
    uint32_t state[8];
    uint64_t length;
    unsigned char block[64];
    size_t used;
} sha256;

static const uint32_t SHA_K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static uint32_t rotr(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

static void sha256_block(sha256 *h, const unsigned char *p) {
    uint32_t w[64], s[8];
    for (int i = 0; i < 16; i++)
        w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 | (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    memcpy(s, h->state, sizeof s);
    for (int i = 0; i < 64; i++) {
        uint32_t t1 = s[7] + (rotr(s[4], 6) ^ rotr(s[4], 11) ^ rotr(s[4], 25)) + ((s[4] & s[5]) ^ (~s[4] & s[6]))
                      + SHA_K[i] + w[i];
        uint32_t t2 = (rotr(s[0], 2) ^ rotr(s[0], 13) ^ rotr(s[0], 22)) + ((s[0] & s[1]) ^ (s[0] & s[2]) ^ (s[1] & s[2]));
        memmove(s + 1, s, 7 * sizeof *s);
        s[4] += t1;
        s[0] = t1 + t2;
    }
    for (int i = 0; i < 8; i++)
        h->state[i] += s[i];
}

static void sha256_init(sha256 *h) {
    static const uint32_t initial[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                        0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    memcpy(h->state, initial, sizeof initial);
    h->length = 0;
    h->used = 0;
}

static void sha256_update(sha256 *h, const void *data, size_t size) {
    const unsigned char *p = data;
    h->length += size;
    while (size > 0) {
        size_t take = 64 - h->used < size ? 64 - h->used : size;
        memcpy(h->block + h->used, p, take);
        h->used += take, p += take, size -= take;
        if (h->used == 64) {
            sha256_block(h, h->block);
            h->used = 0;
        }
    }
}

static void sha256_hex(sha256 *h, char out[KEY_HEX + 1]) {
    uint64_t bits = h->length * 8;
    unsigned char pad = 0x80, zero = 0, length[8];
    sha256_update(h, &pad, 1);
    while (h->used != 56)
        sha256_update(h, &zero, 1);
    for (int i = 0; i < 8; i++)
        length[i] = (unsigned char)(bits >> (56 - 8 * i));
    sha256_update(h, length, 8);
    for (int i = 0; i < 8; i++)
        snprintf(out + 8 * i, 9, "%08x", h->state[i]);
}

/* ---- the image ------------------------------------------------------------------------ */

static uint64_t read_uint(const unsigned char *p, int size, int big_endian) {
    uint64_t value = 0;
    for (int i = 0; i < size; i++)
        value |= (uint64_t)p[big_endian ? size - 1 - i : i] << (8 * i);
    return value;
}

/* Where the squashfs image starts: the end of the ELF section header table. */
static off_t elf_end(int fd) {
    unsigned char header[64];
    if (pread(fd, header, sizeof header, 0) != (ssize_t)sizeof header || memcmp(header, "\177ELF", 4) != 0)
        fail("%s: not an AppImage (no ELF header)", image_path);
    int big = header[5] == 2;
    uint64_t shoff, shentsize, shnum;
    if (header[4] == 2) { /* ELFCLASS64 */
        shoff = read_uint(header + 0x28, 8, big);
        shentsize = read_uint(header + 0x3A, 2, big);
        shnum = read_uint(header + 0x3C, 2, big);
    } else if (header[4] == 1) { /* ELFCLASS32 */
        shoff = read_uint(header + 0x20, 4, big);
        shentsize = read_uint(header + 0x2E, 2, big);
        shnum = read_uint(header + 0x30, 2, big);
    } else {
        fail("%s: unknown ELF class %d", image_path, header[4]);
    }
    return (off_t)(shoff + shentsize * shnum);
}

/* Print the ELF section `name` of the image (up to its first zero byte) and a line break, as the
 * official runtime does; nothing but the line break when there is no such section. */
static void print_section(int fd, const char *name) {
    unsigned char header[64];
    if (pread(fd, header, sizeof header, 0) != (ssize_t)sizeof header || memcmp(header, "\177ELF", 4) != 0)
        fail("%s: not an AppImage (no ELF header)", image_path);
    int big = header[5] == 2, wide = header[4] == 2;
    uint64_t shoff = wide ? read_uint(header + 0x28, 8, big) : read_uint(header + 0x20, 4, big);
    uint64_t entsize = read_uint(header + (wide ? 0x3A : 0x2E), 2, big);
    uint64_t count = read_uint(header + (wide ? 0x3C : 0x30), 2, big);
    uint64_t names_index = read_uint(header + (wide ? 0x3E : 0x32), 2, big);
    unsigned char entry[64], names[4096], *data = NULL;
    uint64_t names_offset = 0, names_size = 0, found_offset = 0, found_size = 0;
    if (entsize < (wide ? 0x28u : 0x18u) || entsize > sizeof entry || names_index >= count)
        count = 0; /* no usable section headers: no section */
    for (int pass = 0; pass < 2 && count; pass++) {
        for (uint64_t i = pass ? 0 : names_index; i < (pass ? count : names_index + 1); i++) {
            if (pread(fd, entry, entsize, (off_t)(shoff + i * entsize)) != (ssize_t)entsize)
                fail("%s: its ELF section headers cannot be read", image_path);
            uint64_t at = wide ? read_uint(entry + 0x18, 8, big) : read_uint(entry + 0x10, 4, big);
            uint64_t size = wide ? read_uint(entry + 0x20, 8, big) : read_uint(entry + 0x14, 4, big);
            if (!pass) { /* the section names */
                names_offset = at;
                names_size = size < sizeof names ? size : sizeof names - 1;
                if (pread(fd, names, names_size, (off_t)names_offset) != (ssize_t)names_size)
                    fail("%s: its ELF section names cannot be read", image_path);
                names[names_size] = 0;
                continue;
            }
            uint64_t name_at = read_uint(entry, 4, big);
            if (name_at < names_size && strcmp((const char *)names + name_at, name) == 0) {
                found_offset = at;
                found_size = size < 65536 ? size : 65536;
            }
        }
    }
    if (found_size) {
        data = calloc(found_size + 1, 1);
        if (!data || pread(fd, data, found_size, (off_t)found_offset) != (ssize_t)found_size)
            fail("%s: its section %s cannot be read", image_path, name);
    }
    printf("%s\n", data ? (const char *)data : "");
    free(data);
}

/* Open the image at offset; a clear message and exit 1 if it is not a readable squashfs. */
static void open_image(sqfs *fs, int fd, off_t offset) {
    struct stat st;
    if (fstat(fd, &st) != 0)
        fail("%s: %s", image_path, strerror(errno));
    if (st.st_size <= offset)
        fail("%s holds no squashfs image after its runtime (file size %lld, image offset %lld)", image_path,
             (long long)st.st_size, (long long)offset);
    sqfs_err err = sqfs_init(fs, fd, (size_t)offset);
    if (err != SQFS_OK)
        fail("%s: the squashfs image at offset %lld cannot be read: %s", image_path, (long long)offset,
             sqfs_error_text(err));
}

/*
 * The cache key: SHA-256 of the user id, the raw superblock and the metadata region (inode,
 * directory, fragment, export, id and xattr tables: every file's name, size, mode, time and block
 * list). Two copies of one image get the same key, wherever they are and whatever their mtime.
 */
static void content_key(sqfs *fs, int fd, char key[KEY_HEX + 1]) {
    sha256 h;
    sha256_init(&h);
    const char label[] = "yachtgui AppImage cache 2";
    sha256_update(&h, label, sizeof label);
    uint64_t uid = geteuid();
    sha256_update(&h, &uid, sizeof uid);
    unsigned char buffer[64 * 1024];
    ssize_t n = pread(fd, buffer, 96, (off_t)fs->offset);
    if (n != 96)
        fail("%s: cannot read the squashfs superblock", image_path);
    sha256_update(&h, buffer, 96);
    uint64_t start = fs->sb.inode_table_start, end = fs->sb.bytes_used;
    if (end < start || end - start > METADATA_LIMIT)
        end = start + METADATA_LIMIT < end ? start + METADATA_LIMIT : end;
    for (uint64_t at = start; at < end;) {
        size_t want = end - at < sizeof buffer ? (size_t)(end - at) : sizeof buffer;
        n = pread(fd, buffer, want, (off_t)(fs->offset + at));
        if (n <= 0)
            fail("%s: the squashfs image is cut short (read error at %llu)", image_path,
                 (unsigned long long)(fs->offset + at));
        sha256_update(&h, buffer, (size_t)n);
        at += (uint64_t)n;
    }
    sha256_hex(&h, key);
}

/* The AppDir's desktop entry name without ".desktop" (letters, digits, "._-" only), or "app". */
static void app_id(sqfs *fs, char *out, size_t size) {
    snprintf(out, size, "app");
    sqfs_inode root;
    sqfs_dir dir;
    sqfs_dir_entry entry;
    sqfs_name name;
    sqfs_err err;
    if (sqfs_inode_get(fs, &root, sqfs_inode_root(fs)) != SQFS_OK || sqfs_dir_open(fs, &root, &dir, 0) != SQFS_OK)
        return;
    sqfs_dentry_init(&entry, name);
    while (sqfs_dir_next(fs, &dir, &entry, &err)) {
        const char *found = sqfs_dentry_name(&entry);
        size_t length = strlen(found);
        if (length <= 8 || length - 8 >= size || strcmp(found + length - 8, ".desktop") != 0 || found[0] == '.')
            continue;
        if (strspn(found, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-") != length)
            continue;
        snprintf(out, size, "%.*s", (int)(length - 8), found);
        return;
    }
}

/* ---- unpacking ------------------------------------------------------------------------ */

/* Why the last unpack failed: an unreadable image (already reported) or a write error. */
static int write_errno;
static char write_path[PATH_MAX];

static int write_failed(const char *path) {
    write_errno = errno ? errno : EIO;
    snprintf(write_path, sizeof write_path, "%s", path);
    return -1;
}

/* The directory holding `path` (relative to root), walked with O_NOFOLLOW; the last one is kept
 * open. Missing folders are created when `create` (extracting a pattern); in `merge` mode a
 * symlink or file where a folder belongs is replaced, never followed. */
static char cached[PATH_MAX];
static int cached_fd = -1;

static void forget_parent(void) {
    if (cached_fd >= 0)
        close(cached_fd);
    cached_fd = -1;
}

static int parent_fd_of(int root, const char *path, int create, int merge, const char **leaf) {
    const char *slash = strrchr(path, '/');
    *leaf = slash ? slash + 1 : path;
    if (!slash)
        return root;
    size_t length = (size_t)(slash - path);
    if (cached_fd >= 0 && strlen(cached) == length && strncmp(cached, path, length) == 0)
        return cached_fd;
    if (cached_fd >= 0)
        close(cached_fd);
    cached_fd = -1;
    if (length >= sizeof cached)
        return errno = ENAMETOOLONG, -1;
    memcpy(cached, path, length);
    cached[length] = '\0';
    char walk[PATH_MAX];
    memcpy(walk, cached, length + 1);
    int fd = dup(root);
    for (char *part = walk, *next; fd >= 0 && part; part = next) {
        next = strchr(part, '/');
        if (next)
            *next++ = '\0';
        int sub = openat(fd, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (sub < 0 && (errno == ELOOP || errno == ENOTDIR) && merge && unlinkat(fd, part, 0) == 0)
            errno = ENOENT;
        if (sub < 0 && errno == ENOENT && (create || merge) && mkdirat(fd, part, 0755) == 0)
            sub = openat(fd, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        int saved = errno;
        close(fd);
        errno = saved;
        fd = sub;
    }
    cached_fd = fd;
    return fd;
}

static int copy_file(sqfs *fs, sqfs_inode *inode, int dir, const char *leaf, const char *path, char *buffer) {
    int out = openat(dir, leaf, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (out < 0)
        return write_failed(path);
    uint64_t size = inode->xtra.reg.file_size, done = 0;
    while (done < size) {
        sqfs_off_t want = (sqfs_off_t)(size - done < CHUNK ? size - done : CHUNK);
        sqfs_err err = sqfs_read_range(fs, inode, (sqfs_off_t)done, &want, buffer);
        if (err != SQFS_OK || want <= 0) {
            note("%s: %s", path, sqfs_error_text(err ? err : SQFS_ERR));
            close(out);
            write_errno = 0;
            return -1;
        }
        for (sqfs_off_t written = 0; written < want;) {
            ssize_t n = write(out, buffer + written, (size_t)(want - written));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                write_failed(path);
                close(out);
                return -1;
            }
            written += n;
        }
        done += (uint64_t)want;
    }
    if (fchmod(out, inode->base.mode & 0777) != 0) { /* set-id bits dropped */
        write_failed(path);
        close(out);
        return -1;
    }
    return close(out) == 0 ? 0 : write_failed(path);
}

/*
 * Unpack the image (or the entries matching `pattern`) into the folder `root`: directories,
 * regular files (with their permission bits, set-id bits dropped), symlinks. Hard links become
 * copies; device files, FIFOs and sockets (no AppDir has them) are skipped. `merge`: the folder
 * may hold entries already (--appimage-extract); they are replaced, symlinks never followed.
 * Returns 0, or -1: write_errno set for a write error (not reported), 0 for a broken image
 * (reported on stderr).
 */
static int unpack(sqfs *fs, int root, const char *pattern, int merge) {
    write_errno = 0;
    forget_parent();
    sqfs_traverse trv;
    sqfs_err err = sqfs_traverse_open(&trv, fs, sqfs_inode_root(fs));
    if (err != SQFS_OK) {
        note("%s: %s", image_path, sqfs_error_text(err));
        return -1;
    }
    char *buffer = malloc(CHUNK);
    if (!buffer)
        fail("out of memory");
    int status = 0;
    while (status == 0 && sqfs_traverse_next(&trv, &err)) {
        if (trv.dir_end)
            continue;
        const char *name = sqfs_dentry_name(&trv.entry);
        if (strchr(name, '/') || strcmp(name, ".") == 0 || strcmp(name, "..") == 0 || !*name) {
            note("%s: refusing the entry name \"%s\"", image_path, name);
            status = -1;
            break;
        }
        if (pattern && fnmatch(pattern, trv.path, FNM_FILE_NAME | FNM_LEADING_DIR) != 0)
            continue;
        sqfs_inode inode;
        if ((err = sqfs_inode_get(fs, &inode, sqfs_dentry_inode(&trv.entry))) != SQFS_OK) {
            note("%s: %s", trv.path, sqfs_error_text(err));
            status = -1;
            break;
        }
        const char *leaf;
        int dir = parent_fd_of(root, trv.path, pattern != NULL, merge, &leaf);
        if (dir < 0) {
            status = write_failed(trv.path);
            break;
        }
        mode_t type = inode.base.mode & S_IFMT;
        struct stat st;
        if (merge && type != S_IFDIR && fstatat(dir, leaf, &st, AT_SYMLINK_NOFOLLOW) == 0) {
            if (S_ISDIR(st.st_mode) || unlinkat(dir, leaf, 0) != 0) { /* a folder is not replaced by a file */
                errno = S_ISDIR(st.st_mode) ? EISDIR : errno;
                status = write_failed(trv.path);
                break;
            }
        }
        if (type == S_IFDIR) {
            /* the owner may always write: children are created after the folder */
            if (mkdirat(dir, leaf, (inode.base.mode & 0777) | 0700) != 0) {
                int exists = errno == EEXIST && merge && fstatat(dir, leaf, &st, AT_SYMLINK_NOFOLLOW) == 0;
                if (exists && !S_ISDIR(st.st_mode) && unlinkat(dir, leaf, 0) == 0
                    && mkdirat(dir, leaf, (inode.base.mode & 0777) | 0700) == 0)
                    exists = 1, st.st_mode = S_IFDIR;
                if (!exists || !S_ISDIR(st.st_mode))
                    status = write_failed(trv.path);
            }
        } else if (type == S_IFREG) {
            status = copy_file(fs, &inode, dir, leaf, trv.path, buffer);
        } else if (type == S_IFLNK) {
            char link[PATH_MAX];
            size_t size = sizeof link;
            if (inode.xtra.symlink_size >= sizeof link || (err = sqfs_readlink(fs, &inode, link, &size)) != SQFS_OK) {
                note("%s: cannot read the symlink: %s", trv.path, sqfs_error_text(err ? err : SQFS_UNSUP));
                status = -1;
            } else if (symlinkat(link, dir, leaf) != 0) {
                status = write_failed(trv.path);
            }
        } /* else: a device, FIFO or socket; an AppDir has none */
    }
    if (status == 0 && err != SQFS_OK) {
        note("%s: %s", image_path, sqfs_error_text(err));
        status = -1;
    }
    forget_parent();
    free(buffer);
    sqfs_traverse_close(&trv);
    return status;
}

/* ---- removing (only what is ours, never following a symlink) ------------------------- */

/* Whether the folder open as `fd` is the one `seen` describes (not swapped in between). */
static int same_folder(int fd, const struct stat *seen) {
    struct stat st;
    return fstat(fd, &st) == 0 && S_ISDIR(st.st_mode) && st.st_dev == seen->st_dev && st.st_ino == seen->st_ino;
}

/* Empty the folder open as `fd` (on device `dev`), without following symlinks or leaving the
 * file system. Returns 0 when it is empty. */
static int empty_folder(int fd, dev_t dev) {
    int copy = dup(fd);
    DIR *dir = copy >= 0 ? fdopendir(copy) : NULL;
    if (!dir) {
        if (copy >= 0)
            close(copy);
        return -1;
    }
    int status = 0;
    struct dirent *entry;
    while ((entry = readdir(dir)) != NULL) {
        const char *name = entry->d_name;
        if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0)
            continue;
        struct stat st;
        if (fstatat(fd, name, &st, AT_SYMLINK_NOFOLLOW) != 0)
            continue;
        if (S_ISDIR(st.st_mode)) {
            /* a mount point (another device) is never entered; what was opened is what was looked at */
            int sub = st.st_dev == dev ? openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) : -1;
            if (sub < 0 || !same_folder(sub, &st) || empty_folder(sub, dev) != 0
                || unlinkat(fd, name, AT_REMOVEDIR) != 0)
                status = -1;
            if (sub >= 0)
                close(sub);
        } else if (unlinkat(fd, name, 0) != 0 && errno != ENOENT) {
            status = -1;
        }
    }
    closedir(dir);
    return status;
}

/* Remove parent/name, open as `fd`. The completeness mark goes first, and onto the disk, so a
 * removal cut short (killed, power cut) never leaves a copy that is trusted with files missing. */
static void remove_folder(int parent, const char *name, int fd) {
    struct stat st;
    if (unlinkat(fd, MARK, 0) == 0)
        fsync(fd);
    if (fstat(fd, &st) == 0 && empty_folder(fd, st.st_dev) == 0)
        unlinkat(parent, name, AT_REMOVEDIR);
}

static int is_hex(const char *text, size_t length) {
    return strlen(text) == length && strspn(text, "0123456789abcdef") == length;
}

/* Names this runtime gives the entries of its own cache folder (16 hex digits: older runtime). */
static int own_cache_name(const char *name) {
    return is_hex(name, KEY_HEX) || is_hex(name, 16) || strncmp(name, ".unpacking-", 11) == 0
           || strncmp(name, ".removing-", 10) == 0;
}

/* Names of its private temporary folders: appimage_extracted_<32 hex>-XXXXXX. */
static int own_temporary_name(const char *name) {
    return strncmp(name, "appimage_extracted_", 19) == 0 && strlen(name) == 19 + 32 + 7
           && strspn(name + 19, "0123456789abcdef") == 32 && name[19 + 32] == '-';
}

/* Remove the entries of `folder` that are ours (real folders owned by this user, with a name
 * `own` accepts) and not in use (an exclusive lock can be taken), except `keep`. */
static void remove_stale(int folder, const char *keep, int (*own)(const char *)) {
    int copy = dup(folder);
    DIR *dir = copy >= 0 ? fdopendir(copy) : NULL;
    if (!dir) {
        if (copy >= 0)
            close(copy);
        return;
    }
    struct stat here;
    if (fstat(folder, &here) != 0) {
        closedir(dir);
        return;
    }
    struct dirent *entry;
    while ((entry = readdir(dir)) != NULL) {
        const char *name = entry->d_name;
        if (!own(name) || (keep && strcmp(name, keep) == 0))
            continue;
        struct stat st;
        if (fstatat(folder, name, &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != geteuid()
            || st.st_dev != here.st_dev) /* a mount point is never ours */
            continue;
        int fd = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (fd < 0)
            continue;
        if (!same_folder(fd, &st)) {
            close(fd);
            continue;
        }
        if (flock(fd, LOCK_EX | LOCK_NB) == 0) /* nothing runs from it, no start unpacks into it */
            remove_folder(folder, name, fd);
        close(fd);
    }
    closedir(dir);
}

/* ---- folders ----------------------------------------------------------------------------- */

/* mkdir -p, 0700 for what it creates. */
static int make_dirs(const char *path) {
    char copy[PATH_MAX];
    if (snprintf(copy, sizeof copy, "%s", path) >= (int)sizeof copy)
        return errno = ENAMETOOLONG, -1;
    for (char *p = copy + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = '\0';
        if (mkdir(copy, 0700) != 0 && errno != EEXIST)
            return -1;
        *p = '/';
    }
    return mkdir(copy, 0700) != 0 && errno != EEXIST ? -1 : 0;
}

/* Why a folder may not be used, or NULL. Its own folders (`ours`) must be owned by this user and
 * writable by no one else. The cache folder holding them, and every folder on the way to it, may
 * also belong to root, be writable by the user's own group (a group per user, named after it with
 * the same id: umask 002 is common there) and by anyone if sticky (no one renames another's
 * entries there): otherwise someone else could swap a folder on the way after it was checked. */
static const char *unsafe(const struct stat *st, int ours) {
    if (!S_ISDIR(st->st_mode))
        return "is not a folder";
    if (st->st_uid != geteuid() && (ours || st->st_uid != 0))
        return "belongs to another user";
    if (ours ? (st->st_mode & 022) != 0
             : !(st->st_mode & S_ISVTX)
                   && ((st->st_mode & 002) || ((st->st_mode & 020) && (st->st_gid != getegid() || getegid() != geteuid()))))
        return "can be written by other users";
    return NULL;
}

/* `path` with every symlink resolved (in `out`), if it and every folder above it are safe (see
 * unsafe()); otherwise NULL with `why` saying which is not. */
static const char *safe_real_path(const char *path, char *out, size_t size, char *why, size_t why_size) {
    char real[PATH_MAX];
    if (!realpath(path, real))
        return snprintf(why, why_size, "%s: %s", path, strerror(errno)), NULL;
    if (strlen(real) >= size)
        return snprintf(why, why_size, "%s: %s", real, strerror(ENAMETOOLONG)), NULL;
    snprintf(out, size, "%s", real);
    for (;;) {
        struct stat st;
        const char *reason = stat(real[0] ? real : "/", &st) != 0 ? strerror(errno) : unsafe(&st, 0);
        if (reason)
            return snprintf(why, why_size, "%s %s", real[0] ? real : "/", reason), NULL;
        char *slash = strrchr(real, '/');
        if (!real[0] || !slash)
            return out;
        *slash = '\0'; /* its parent ("" for the root folder) */
    }
}

/* Open (creating, 0700) the folder parent/name: a real folder, never a symlink, owned by this
 * user and writable by no one else. -1 with *why set otherwise. */
static int open_own_folder(int parent, const char *name, const char **why) {
    if (mkdirat(parent, name, 0700) != 0 && errno != EEXIST) {
        *why = strerror(errno);
        return -1;
    }
    int fd = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    struct stat st;
    if (fd < 0) {
        *why = errno == ELOOP || errno == ENOTDIR ? "is a symlink or not a folder" : strerror(errno);
        return -1;
    }
    if (fstat(fd, &st) != 0 || (*why = unsafe(&st, 1)) != NULL) {
        if (!*why)
            *why = strerror(errno);
        close(fd);
        return -1;
    }
    return fd;
}

/* A shared lock on folder `fd` (kept by AppRun and the app, which inherit it: so the folder is
 * not removed while they run). 0 if locked and the folder is still there. */
static int lock_shared(int fd) {
    struct stat st;
    if (flock(fd, LOCK_SH) != 0 || fstat(fd, &st) != 0)
        return -1;
    return st.st_nlink > 0 ? 0 : -1; /* 0 links: removed before we locked it */
}

/* A new folder "<parent>/<prefix>XXXXXX" (0700), locked shared; its descriptor (not
 * close-on-exec), its path in `out`. -1 on failure (errno set). */
static int new_locked_folder(const char *parent, const char *prefix, char *out, size_t size) {
    for (int attempt = 0; attempt < 5; attempt++) {
        if (snprintf(out, size, "%s/%sXXXXXX", parent, prefix) >= (int)size)
            return errno = ENAMETOOLONG, -1;
        if (!mkdtemp(out))
            return -1;
        int fd = open(out, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
        if (fd < 0)
            return -1;
        if (lock_shared(fd) == 0)
            return fd;
        close(fd); /* removed by another start's clean-up in between: try again */
    }
    return errno = EAGAIN, -1;
}

static int write_mark(int folder, const char *key) {
    int fd = openat(folder, MARK, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0)
        return -1;
    char text[KEY_HEX + 32];
    int length = snprintf(text, sizeof text, "complete %s\n", key);
    int ok = write(fd, text, (size_t)length) == length && fsync(fd) == 0;
    return close(fd) == 0 && ok ? 0 : -1;
}

static int has_mark(int folder, const char *key) {
    int fd = openat(folder, MARK, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0)
        return 0;
    char text[KEY_HEX + 32], expected[KEY_HEX + 32];
    struct stat st;
    ssize_t n = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_uid == geteuid() ? read(fd, text, sizeof text) : -1;
    close(fd);
    int length = snprintf(expected, sizeof expected, "complete %s\n", key);
    return n == length && memcmp(text, expected, (size_t)length) == 0;
}

static int rename_noreplace(int dir, const char *from, const char *to) {
#ifdef SYS_renameat2
    if (syscall(SYS_renameat2, dir, from, dir, to, 1 /* RENAME_NOREPLACE */) == 0)
        return 0;
    if (errno != EINVAL && errno != ENOSYS)
        return -1;
#endif
    struct stat st;
    if (fstatat(dir, to, &st, AT_SYMLINK_NOFOLLOW) == 0)
        return errno = EEXIST, -1;
    return renameat(dir, from, dir, to);
}

/* ---- the cache ------------------------------------------------------------------------ */

enum { TRUSTED, MISSING, UNUSABLE };

/*
 * Look at <id folder>/<key>: TRUSTED (then *lock holds it, shared), MISSING (nothing usable
 * there any more: a torn or tampered copy of ours was moved aside), or UNUSABLE (someone else's:
 * *why says what).
 */
static int look_at_cached(int ids, const char *key, int *lock, const char **why) {
    *lock = openat(ids, key, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
    if (*lock < 0) {
        if (errno == ENOENT)
            return MISSING;
        struct stat st;
        if (fstatat(ids, key, &st, AT_SYMLINK_NOFOLLOW) == 0 && !S_ISDIR(st.st_mode)) {
            unlinkat(ids, key, 0); /* a symlink or file in our own folder: the entry goes, its target stays */
            return MISSING;
        }
        *why = strerror(errno);
        return UNUSABLE;
    }
    if (lock_shared(*lock) != 0) {
        close(*lock);
        return MISSING;
    }
    struct stat st;
    if (fstat(*lock, &st) != 0 || st.st_uid != geteuid()) {
        *why = "the unpacked folder belongs to another user";
        close(*lock);
        return UNUSABLE;
    }
    if ((st.st_mode & 077) == 0 && has_mark(*lock, key))
        return TRUSTED;
    /* ours, but torn (no mark: an interrupted or pre-mark copy) or opened up: never run it */
    close(*lock);
    char aside[32];
    snprintf(aside, sizeof aside, ".removing-%08lx", (unsigned long)getpid() ^ (unsigned long)st.st_ino);
    renameat(ids, key, ids, aside); /* removed below, or by a later start if in use */
    return MISSING;
}

/*
 * The unpacked AppDir in the cache (unpacking it first if needed): its path in `out` and the
 * descriptor holding its shared lock, or -1 with *why set (the cache cannot be used; the caller
 * falls back to a private temporary folder).
 */
static int cached_appdir(sqfs *fs, const char *key, char *out, size_t size, char *why, size_t why_size) {
    const char *reason = NULL;
    char id[NAME_MAX - 80], given[PATH_MAX], base[PATH_MAX], parent[PATH_MAX];
    app_id(fs, id, sizeof id);
    const char *cache = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
    struct stat st;
    int length;
    if (cache && cache[0] == '/')
        length = snprintf(given, sizeof given, "%s", cache);
    else if (home && home[0] == '/' && stat(home, &st) == 0 && S_ISDIR(st.st_mode)) /* never made up */
        length = snprintf(given, sizeof given, "%s/.cache", home);
    else
        return snprintf(why, why_size, "neither XDG_CACHE_HOME nor HOME names a folder"), -1;
    if (length < 0 || length >= (int)sizeof given) /* never a folder named by a part of it */
        return snprintf(why, why_size, "the cache folder's path is too long"), -1;

    if (make_dirs(given) != 0)
        return snprintf(why, why_size, "cannot create %s: %s", given, strerror(errno)), -1;
    /* AppRun and the app open their files by path: no one else may change a folder on the way */
    if (!safe_real_path(given, base, sizeof base, why, why_size))
        return -1;
    if (snprintf(parent, sizeof parent, "%s/appimage/%s", base, id) >= (int)sizeof parent
        || snprintf(out, size, "%s/%s", parent, key) >= (int)size)
        return snprintf(why, why_size, "the cache folder's path is too long"), -1;
    int basefd = open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (basefd < 0 || fstat(basefd, &st) != 0)
        return snprintf(why, why_size, "cannot open %s: %s", base, strerror(errno)), -1;
    if ((reason = unsafe(&st, 0)) != NULL) {
        close(basefd);
        return snprintf(why, why_size, "%s %s", base, reason), -1;
    }
    int apps = open_own_folder(basefd, "appimage", &reason);
    close(basefd);
    if (apps < 0)
        return snprintf(why, why_size, "%s/appimage %s", base, reason), -1;
    int ids = open_own_folder(apps, id, &reason);
    close(apps);
    if (ids < 0)
        return snprintf(why, why_size, "%s %s", parent, reason), -1;

    int lock = -1, result = -1;
    char temporary[PATH_MAX], prefix[64];
    snprintf(prefix, sizeof prefix, ".unpacking-%.16s-", key);
    for (int attempt = 0; attempt < 3 && result < 0; attempt++) {
        int found = look_at_cached(ids, key, &lock, &reason);
        if (found == TRUSTED) {
            result = 0;
            break;
        }
        if (found == UNUSABLE) {
            snprintf(why, why_size, "%s: %s", out, reason);
            break;
        }
        remove_stale(ids, key, own_cache_name); /* dead .unpacking-* of a killed start first: room */
        lock = new_locked_folder(parent, prefix, temporary, sizeof temporary);
        if (lock < 0) {
            snprintf(why, why_size, "cannot create a folder in %s: %s", parent, strerror(errno));
            break;
        }
        const char *name = strrchr(temporary, '/') + 1;
        if (unpack(fs, lock, NULL, 0) != 0) {
            remove_folder(ids, name, lock);
            if (write_errno == 0) /* the image is broken: a temporary folder would not help */
                fail("could not unpack %s", image_path);
            snprintf(why, why_size, "cannot unpack into %s: %s: %s", parent, write_path, strerror(write_errno));
            close(lock);
            lock = -1;
            break;
        }
        /* the completeness mark only once every byte is on disk, and the rename only after it */
        if (syncfs(lock) != 0 || write_mark(lock, key) != 0 || fsync(lock) != 0) {
            snprintf(why, why_size, "cannot write to %s: %s", parent, strerror(errno));
            remove_folder(ids, name, lock);
            close(lock);
            lock = -1;
            break;
        }
        if (rename_noreplace(ids, name, key) == 0) {
            fsync(ids);
            result = 0;
            break;
        }
        int saved = errno;
        remove_folder(ids, name, lock); /* another start was first: use its copy */
        close(lock);
        lock = -1;
        if (saved != EEXIST && saved != ENOTEMPTY) {
            snprintf(why, why_size, "cannot rename in %s: %s", parent, strerror(saved));
            break;
        }
    }
    if (result == 0)
        remove_stale(ids, key, own_cache_name);
    else if (!why[0])
        snprintf(why, why_size, "%s keeps changing", parent);
    close(ids);
    return result == 0 ? lock : -1;
}

/* ---- running ---------------------------------------------------------------------------- */

/* Why the portable folder `path` may not be used, or NULL: it must be this user's, writable by no
 * one else (followed if a symlink, which must be the user's own too). */
static const char *unsafe_portable(const char *path) {
    struct stat st;
    if (lstat(path, &st) != 0)
        return strerror(errno);
    if (S_ISLNK(st.st_mode) && st.st_uid != geteuid())
        return "is a symlink of another user's";
    if (stat(path, &st) != 0)
        return strerror(errno);
    const char *why = unsafe(&st, 1);
    if (!why && access(path, W_OK | X_OK) != 0)
        why = "cannot be written";
    return why;
}

/* Portable mode: "<image>.<suffix>" beside the image, if there, becomes `variable` for AppRun. */
static void use_portable_folder(const char *suffix, const char *variable) {
    char path[PATH_MAX];
    struct stat st;
    if (snprintf(path, sizeof path, "%s.%s", image_path, suffix) >= (int)sizeof path || lstat(path, &st) != 0)
        return;
    const char *why = unsafe_portable(path);
    if (why) {
        note("not using %s as $%s: it %s", path, variable, why);
        return;
    }
    if (setenv(variable, path, 1) != 0)
        fail("cannot set the environment: %s", strerror(errno));
    note("portable mode: $%s is %s", variable, path);
}

/* --appimage-portable-home / -config: create "<image>.<suffix>" (0700) and say where. */
static int make_portable_folder(const char *suffix) {
    char path[PATH_MAX];
    if (snprintf(path, sizeof path, "%s.%s", image_path, suffix) >= (int)sizeof path)
        fail("path too long: %s.%s", image_path, suffix);
    int made = mkdir(path, 0700) == 0;
    if (!made && errno != EEXIST)
        fail("cannot create the portable %s folder %s: %s", suffix, path, strerror(errno));
    const char *why = unsafe_portable(path);
    if (why)
        fail("%s is there already but %s", path, why);
    fprintf(stderr, "Portable %s directory %s at %s\n", suffix, made ? "created" : "already", path);
    return 0;
}

static void set_environment(const char *appdir) {
    char owd[PATH_MAX];
    unsetenv("TARGET_APPIMAGE"); /* an AppImage the app starts must run itself, not this one */
    if (setenv("APPIMAGE", image_path, 1) != 0 || setenv("APPDIR", appdir, 1) != 0
        || setenv("ARGV0", argv0, 1) != 0 || (getcwd(owd, sizeof owd) && setenv("OWD", owd, 1) != 0))
        fail("cannot set the environment: %s", strerror(errno));
    use_portable_folder("home", "HOME");
    use_portable_folder("config", "XDG_CONFIG_HOME");
}

/* execv AppRun in `appdir` with the user's arguments (argv[first..]). */
static void exec_apprun(const char *appdir, int argc, char **argv, int first) {
    char apprun[PATH_MAX];
    if (snprintf(apprun, sizeof apprun, "%s/AppRun", appdir) >= (int)sizeof apprun)
        fail("path too long: %s/AppRun", appdir);
    set_environment(appdir);
    char **arguments = calloc((size_t)(argc - first + 2), sizeof *arguments);
    if (!arguments)
        fail("out of memory");
    arguments[0] = apprun;
    for (int i = first; i < argc; i++)
        arguments[i - first + 1] = argv[i];
    execv(apprun, arguments);
    fprintf(stderr, PREFIX "cannot start %s: %s\n", apprun, strerror(errno));
    _exit(127);
}

static pid_t child;

static void forward(int signal_number) {
    if (child > 0)
        kill(child, signal_number);
}

/*
 * Unpack into a new private folder in $TMPDIR (or /tmp), run AppRun there as a child, wait,
 * remove the folder (unless NO_CLEANUP is set) and exit with AppRun's status.
 */
static void extract_and_run(sqfs *fs, const char *key, int argc, char **argv, int first) {
    const char *given = getenv("TMPDIR");
    char tmp[PATH_MAX], why[PATH_MAX + 128];
    struct stat st;
    if (!given || given[0] != '/' || stat(given, &st) != 0 || !S_ISDIR(st.st_mode))
        given = "/tmp";
    /* AppRun and the app open their files by path: no one else may change a folder on the way */
    if (!safe_real_path(given, tmp, sizeof tmp, why, sizeof why)) {
        if (strcmp(given, "/tmp") == 0)
            fail("no safe temporary folder: %s", why);
        note("%s; using /tmp instead", why);
        if (!safe_real_path("/tmp", tmp, sizeof tmp, why, sizeof why))
            fail("no safe temporary folder: %s", why);
    }
    int tmpfd = open(tmp, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (tmpfd < 0)
        fail("cannot open %s: %s", tmp, strerror(errno));
    remove_stale(tmpfd, NULL, own_temporary_name); /* those of killed starts */
    /* a folder kept on purpose gets a name that no clean-up takes for a killed start's */
    const char *keep = getenv("NO_CLEANUP");
    int cleanup = !keep || !*keep;
    char folder[PATH_MAX], prefix[64];
    snprintf(prefix, sizeof prefix, "appimage_%s_%.32s-", cleanup ? "extracted" : "kept", key);
    int lock = new_locked_folder(tmp, prefix, folder, sizeof folder);
    if (lock < 0)
        fail("cannot create a folder in %s: %s", tmp, strerror(errno));
    const char *name = strrchr(folder, '/') + 1;
    if (unpack(fs, lock, NULL, 0) != 0) {
        remove_folder(tmpfd, name, lock);
        if (write_errno == 0)
            fail("could not unpack %s", image_path);
        fail("cannot unpack into %s: %s: %s", tmp, write_path, strerror(write_errno));
    }
    sqfs_destroy(fs);
    signal(SIGINT, SIG_IGN); /* the terminal sends it to AppRun too; we wait for it to end */
    signal(SIGQUIT, SIG_IGN);
    signal(SIGTERM, forward);
    signal(SIGHUP, forward);
    child = fork();
    if (child < 0)
        fail("cannot start a process: %s", strerror(errno));
    if (child == 0) {
        signal(SIGINT, SIG_DFL);
        signal(SIGQUIT, SIG_DFL);
        signal(SIGTERM, SIG_DFL);
        signal(SIGHUP, SIG_DFL);
        exec_apprun(folder, argc, argv, first);
    }
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR)
        ;
    if (cleanup)
        remove_folder(tmpfd, name, lock);
    exit(WIFEXITED(status) ? WEXITSTATUS(status) : 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0));
}

static int extract_here(sqfs *fs, const char *pattern) {
    const char *target = "squashfs-root";
    if (mkdir(target, 0755) != 0 && errno != EEXIST)
        fail("cannot create ./%s: %s", target, strerror(errno));
    int root = open(target, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (root < 0)
        fail("./%s is not a folder (%s); move it away first", target, strerror(errno));
    /* one planted by someone else (say in /tmp) would let them change what the user runs next */
    struct stat st;
    const char *reason = fstat(root, &st) != 0 ? strerror(errno) : unsafe(&st, 0);
    if (reason)
        fail("./%s %s; move it away first", target, reason);
    if (unpack(fs, root, pattern, 1) != 0) {
        if (write_errno == 0)
            fail("could not extract %s", image_path);
        fail("cannot write ./%s/%s: %s", target, write_path, strerror(write_errno));
    }
    close(root);
    return 0;
}

static void help(void) {
    fprintf(stderr,
            IDENTITY ", version " RUNTIME_VERSION "\n"
            "AppImage options:\n\n"
            "  --appimage-extract [<pattern>]  Extract the content (or the entries matching the\n"
            "                                  fnmatch pattern) into ./squashfs-root\n"
            "  --appimage-extract-and-run      Extract into a new temporary folder, run the\n"
            "                                  application, then delete the folder (kept if\n"
            "                                  NO_CLEANUP is set); also if APPIMAGE_EXTRACT_AND_RUN=1\n"
            "  --appimage-help                 Print this help\n"
            "  --appimage-mount                Not available: this runtime does not use FUSE\n"
            "  --appimage-offset               Print the byte offset of the embedded image\n"
            "  --appimage-portable-home        Create a portable home folder to use as $HOME\n"
            "  --appimage-portable-config      Create a portable config folder to use as\n"
            "                                  $XDG_CONFIG_HOME\n"
            "  --appimage-signature            Print the digital signature embedded in the AppImage\n"
            "  --appimage-updateinfo[rmation]  Print the update information embedded in the AppImage\n"
            "  --appimage-version              Print the version of this runtime\n"
            "\n"
            "Portable mode: a folder named\n"
            "  %s.home\n"
            "(or .config) beside the AppImage, made by you or by the option above, becomes the\n"
            "application's $HOME (or $XDG_CONFIG_HOME), so it keeps its data beside the AppImage.\n"
            "\n"
            "Other arguments go to the application, which is unpacked once into\n"
            "$XDG_CACHE_HOME/appimage (or ~/.cache/appimage) and started from there; when that\n"
            "cannot be used (read-only or full home) it runs from a temporary folder.\n"
            "TARGET_APPIMAGE names the AppImage to run when this runtime runs on its own.\n"
            "This runtime is part of yachtgui, GPL-3.0-or-later; its source and licence notices\n"
            "are in the application's licenses/appimage-runtime folder.\n", image_path);
}

int main(int argc, char **argv) {
    const char *target = getenv("TARGET_APPIMAGE");
    if (target && *target) {
        image_path = realpath(target, NULL);
        if (!image_path)
            fail("TARGET_APPIMAGE=%s: %s", target, strerror(errno));
        argv0 = target;
    } else {
        image_path = realpath("/proc/self/exe", NULL);
        if (!image_path)
            fail("cannot find its own file (/proc/self/exe): %s", strerror(errno));
        argv0 = argc > 0 && argv[0] ? argv[0] : image_path;
    }
    int fd = open(image_path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        fail("cannot open %s: %s", image_path, strerror(errno));
    off_t offset = elf_end(fd);

    const char *option = argc > 1 ? argv[1] : "";
    if (strcmp(option, "--appimage-help") == 0) {
        help();
        return 0;
    }
    if (strcmp(option, "--appimage-version") == 0) {
        fprintf(stderr, "AppImage runtime version: %s\n", RUNTIME_VERSION);
        return 0;
    }
    if (strcmp(option, "--appimage-offset") == 0) {
        printf("%lld\n", (long long)offset);
        return 0;
    }
    if (strcmp(option, "--appimage-updateinformation") == 0 || strcmp(option, "--appimage-updateinfo") == 0) {
        print_section(fd, ".upd_info");
        return 0;
    }
    if (strcmp(option, "--appimage-signature") == 0) {
        print_section(fd, ".sha256_sig");
        return 0;
    }
    if (strcmp(option, "--appimage-portable-home") == 0)
        return make_portable_folder("home");
    if (strcmp(option, "--appimage-portable-config") == 0)
        return make_portable_folder("config");
    if (strcmp(option, "--appimage-mount") == 0)
        fail("--appimage-mount is not available: this runtime does not use FUSE; use "
             "--appimage-extract or --appimage-extract-and-run");
    int extract = strcmp(option, "--appimage-extract") == 0;
    int extract_run = strcmp(option, "--appimage-extract-and-run") == 0;
    if (strncmp(option, "--appimage-", 11) == 0 && !extract && !extract_run)
        fail("unknown option %s (see --appimage-help)", option);
    if (extract && argc > 3)
        fail("usage: %s --appimage-extract [<pattern>]", argv0);

    sqfs fs;
    open_image(&fs, fd, offset);
    if (extract)
        return extract_here(&fs, argc > 2 ? argv[2] : NULL);

    char key[KEY_HEX + 1];
    content_key(&fs, fd, key);
    const char *switch_on = getenv("APPIMAGE_EXTRACT_AND_RUN");
    if (extract_run || (switch_on && *switch_on && strcmp(switch_on, "0") != 0))
        extract_and_run(&fs, key, argc, argv, extract_run ? 2 : 1);

    char appdir[PATH_MAX], why[2 * PATH_MAX + 256] = "";
    if (cached_appdir(&fs, key, appdir, sizeof appdir, why, sizeof why) < 0) {
        note("%s; running from a temporary folder instead", why);
        extract_and_run(&fs, key, argc, argv, 1);
    }
    sqfs_destroy(&fs);
    close(fd);
    exec_apprun(appdir, argc, argv, 1);
    return 127;
}
