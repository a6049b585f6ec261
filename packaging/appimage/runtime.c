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
 * packaging/appimage.py after compiling).
 *
 * Started, it does not mount anything (FUSE is missing on many current systems): it unpacks the
 * image once into the user's cache, $XDG_CACHE_HOME (or ~/.cache)/appimage/<app id>/<key>/,
 * where <app id> is the name of the AppDir's desktop entry and <key> a hash of the squashfs
 * superblock and of the file's size and modification time. Unpacking goes into a temporary
 * folder beside it that is renamed into place only when complete, so an interrupted start never
 * leaves a half-unpacked app that a later start would trust; later starts reuse the folder.
 * Other (older) unpacked versions of the same app are removed unless one is running: each start
 * holds a shared flock(2) on its unpacked folder, through a descriptor AppRun and the app inherit
 * (so it lasts as long as the app runs), and a folder is removed only under an exclusive lock.
 * Then it executes the AppDir's AppRun with the user's arguments and APPIMAGE, APPDIR, ARGV0 and
 * OWD set.
 *
 *   --appimage-extract   unpack the image into ./squashfs-root (which must not exist yet)
 *   --appimage-offset    print where the image starts in the file
 *   --appimage-help      say this
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
#include <ftw.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#define PREFIX "AppImage runtime: "
/* packaging/appimage.py looks for this text to tell our runtime from another one */
#define IDENTITY "yachtgui AppImage runtime (GPL-3.0-or-later)"
#define CHUNK (256 * 1024)

static const char *image_path; /* this AppImage, absolute */

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

static uint64_t read_uint(const unsigned char *p, int size, int big_endian) {
    uint64_t value = 0;
    for (int i = 0; i < size; i++)
        value |= (uint64_t)p[big_endian ? size - 1 - i : i] << (8 * i);
    return value;
}

/* Where the squashfs image starts: the end of the ELF section header table. */
static off_t elf_end(int fd) {
    unsigned char header[64];
    if (pread(fd, header, sizeof header, 0) != (ssize_t)sizeof header
        || memcmp(header, "\177ELF", 4) != 0)
        fail("%s: cannot read its own ELF header", image_path);
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

/* Open the image at offset; a clear message and exit 1 if it is not a readable squashfs. */
static void open_image(sqfs *fs, int fd, off_t offset) {
    struct stat st;
    if (fstat(fd, &st) != 0)
        fail("%s: %s", image_path, strerror(errno));
    if (st.st_size <= offset)
        fail("%s holds no squashfs image after its runtime (file size %lld, image offset %lld)",
             image_path, (long long)st.st_size, (long long)offset);
    sqfs_err err = sqfs_init(fs, fd, (size_t)offset);
    if (err != SQFS_OK)
        fail("%s: the squashfs image at offset %lld cannot be read: %s", image_path,
             (long long)offset, sqfs_error_text(err));
}

/* ---- unpacking ------------------------------------------------------------------------ */

static int join(char *out, size_t size, const char *a, const char *b) {
    int n = snprintf(out, size, "%s/%s", a, b);
    return n > 0 && (size_t)n < size;
}

static int copy_file(sqfs *fs, sqfs_inode *inode, const char *target, char *buffer) {
    mode_t mode = inode->base.mode & 0777;
    int out = open(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (out < 0)
        return -1;
    uint64_t size = inode->xtra.reg.file_size, done = 0;
    while (done < size) {
        sqfs_off_t want = (sqfs_off_t)(size - done < CHUNK ? size - done : CHUNK);
        sqfs_err err = sqfs_read_range(fs, inode, (sqfs_off_t)done, &want, buffer);
        if (err != SQFS_OK || want <= 0) {
            fprintf(stderr, PREFIX "%s: %s\n", target, sqfs_error_text(err ? err : SQFS_ERR));
            close(out);
            errno = EIO;
            return -1;
        }
        for (sqfs_off_t written = 0; written < want;) {
            ssize_t n = write(out, buffer + written, (size_t)(want - written));
            if (n < 0) {
                if (errno == EINTR)
                    continue;
                int saved = errno;
                close(out);
                errno = saved;
                return -1;
            }
            written += n;
        }
        done += (uint64_t)want;
    }
    if (fchmod(out, mode) != 0 || close(out) != 0)
        return -1;
    return 0;
}

/*
 * Unpack every entry of the image into the existing folder `into`: directories, regular files
 * (with their permission bits, set-id bits dropped), symlinks. Hard links become copies;
 * device files, FIFOs and sockets (no AppDir has them) are skipped. Returns 0, or -1 after
 * printing why.
 */
static int unpack(sqfs *fs, const char *into) {
    sqfs_traverse trv;
    sqfs_err err = sqfs_traverse_open(&trv, fs, sqfs_inode_root(fs));
    if (err != SQFS_OK) {
        fprintf(stderr, PREFIX "%s: %s\n", image_path, sqfs_error_text(err));
        return -1;
    }
    char *buffer = malloc(CHUNK);
    char target[PATH_MAX];
    int status = buffer ? 0 : -1;
    while (status == 0 && sqfs_traverse_next(&trv, &err)) {
        if (trv.dir_end)
            continue;
        const char *name = sqfs_dentry_name(&trv.entry);
        if (strchr(name, '/') || strcmp(name, ".") == 0 || strcmp(name, "..") == 0 || !*name) {
            fprintf(stderr, PREFIX "%s: refusing the entry name \"%s\"\n", image_path, name);
            status = -1;
            break;
        }
        if (!join(target, sizeof target, into, trv.path)) {
            fprintf(stderr, PREFIX "path too long: %s/%s\n", into, trv.path);
            status = -1;
            break;
        }
        sqfs_inode inode;
        if ((err = sqfs_inode_get(fs, &inode, sqfs_dentry_inode(&trv.entry))) != SQFS_OK) {
            fprintf(stderr, PREFIX "%s: %s\n", trv.path, sqfs_error_text(err));
            status = -1;
            break;
        }
        mode_t type = inode.base.mode & S_IFMT;
        if (type == S_IFDIR) {
            /* owner may always write: children are created after the folder */
            if (mkdir(target, (inode.base.mode & 0777) | 0700) != 0) {
                fprintf(stderr, PREFIX "cannot create %s: %s\n", target, strerror(errno));
                status = -1;
            }
        } else if (type == S_IFREG) {
            if (copy_file(fs, &inode, target, buffer) != 0) {
                fprintf(stderr, PREFIX "cannot write %s: %s\n", target, strerror(errno));
                status = -1;
            }
        } else if (type == S_IFLNK) {
            char link[PATH_MAX];
            size_t size = sizeof link;
            if (inode.xtra.symlink_size >= sizeof link
                || (err = sqfs_readlink(fs, &inode, link, &size)) != SQFS_OK) {
                fprintf(stderr, PREFIX "%s: cannot read the symlink: %s\n", trv.path,
                        sqfs_error_text(err ? err : SQFS_UNSUP));
                status = -1;
            } else if (symlink(link, target) != 0) {
                fprintf(stderr, PREFIX "cannot create the symlink %s: %s\n", target, strerror(errno));
                status = -1;
            }
        } /* else: a device, FIFO or socket; an AppDir has none */
    }
    if (status == 0 && err != SQFS_OK) {
        fprintf(stderr, PREFIX "%s: %s\n", image_path, sqfs_error_text(err));
        status = -1;
    }
    if (!buffer)
        fprintf(stderr, PREFIX "out of memory\n");
    free(buffer);
    sqfs_traverse_close(&trv);
    return status;
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw) {
    (void)st, (void)flag, (void)ftw;
    return remove(path) != 0 && errno != ENOENT ? -1 : 0;
}

static void remove_tree(const char *path) {
    nftw(path, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

/* mkdir -p, 0700 for what it creates. */
static int make_dirs(const char *path) {
    char copy[PATH_MAX];
    if (snprintf(copy, sizeof copy, "%s", path) >= (int)sizeof copy)
        return -1;
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

/* ---- the cache folder ----------------------------------------------------------------- */

static uint64_t fnv1a(uint64_t hash, const void *data, size_t size) {
    const unsigned char *p = data;
    for (size_t i = 0; i < size; i++)
        hash = (hash ^ p[i]) * 0x100000001b3ULL;
    return hash;
}

/* The AppDir's desktop entry name without ".desktop" (the app's id), or "app". */
static void app_id(sqfs *fs, char *out, size_t size) {
    snprintf(out, size, "app");
    sqfs_inode root;
    sqfs_dir dir;
    sqfs_dir_entry entry;
    sqfs_name name;
    sqfs_err err;
    if (sqfs_inode_get(fs, &root, sqfs_inode_root(fs)) != SQFS_OK
        || sqfs_dir_open(fs, &root, &dir, 0) != SQFS_OK)
        return;
    sqfs_dentry_init(&entry, name);
    while (sqfs_dir_next(fs, &dir, &entry, &err)) {
        const char *found = sqfs_dentry_name(&entry);
        size_t length = strlen(found);
        if (length > 8 && length - 8 < size && strcmp(found + length - 8, ".desktop") == 0
            && !strchr(found, '/') && found[0] != '.') {
            snprintf(out, size, "%.*s", (int)(length - 8), found);
            return;
        }
    }
}

/*
 * A shared lock on the folder, held by the returned descriptor (-1 if it cannot be opened). It is
 * deliberately not close-on-exec: AppRun and the app inherit it, so the lock lasts while they run.
 */
static int hold_in_use(const char *folder) {
    int fd = open(folder, O_RDONLY | O_DIRECTORY);
    if (fd >= 0 && flock(fd, LOCK_SH) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

/* Remove every other version of the app (and stale temporary folders) from `parent`, except
 * those a running app holds a lock on. */
static void remove_other_versions(const char *parent, const char *keep) {
    DIR *dir = opendir(parent);
    if (!dir)
        return;
    struct dirent *entry;
    char path[PATH_MAX];
    time_t now = time(NULL);
    while ((entry = readdir(dir)) != NULL) {
        const char *name = entry->d_name;
        if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0 || strcmp(name, keep) == 0)
            continue;
        if (!join(path, sizeof path, parent, name))
            continue;
        struct stat st;
        if (lstat(path, &st) != 0 || !S_ISDIR(st.st_mode))
            continue;
        /* another start may be unpacking right now: leave its temporary folder a day */
        if (name[0] == '.' && now - st.st_mtime < 86400)
            continue;
        int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd < 0)
            continue;
        if (flock(fd, LOCK_EX | LOCK_NB) == 0) /* nothing runs from it */
            remove_tree(path);
        close(fd);
    }
    closedir(dir);
}

/* The unpacked AppDir in the cache, unpacking it first if it is not there yet. */
static void cached_appdir(sqfs *fs, int fd, char *out, size_t size) {
    struct stat st;
    if (fstat(fd, &st) != 0)
        fail("%s: %s", image_path, strerror(errno));
    uint64_t hash = 0xcbf29ce484222325ULL;
    hash = fnv1a(hash, &fs->sb, sizeof fs->sb);
    hash = fnv1a(hash, &fs->offset, sizeof fs->offset);
    hash = fnv1a(hash, &st.st_size, sizeof st.st_size);
    hash = fnv1a(hash, &st.st_mtim, sizeof st.st_mtim);
    char key[32], id[NAME_MAX - 24], base[PATH_MAX], parent[PATH_MAX];
    snprintf(key, sizeof key, "%016llx", (unsigned long long)hash);
    app_id(fs, id, sizeof id);

    const char *cache = getenv("XDG_CACHE_HOME");
    const char *home = getenv("HOME");
    if (cache && cache[0] == '/')
        snprintf(base, sizeof base, "%s", cache);
    else if (home && home[0] == '/')
        snprintf(base, sizeof base, "%s/.cache", home);
    else
        fail("neither XDG_CACHE_HOME nor HOME names a folder to unpack the app into "
             "(or run it with --appimage-extract)");
    if (snprintf(parent, sizeof parent, "%s/appimage/%s", base, id) >= (int)sizeof parent
        || snprintf(out, size, "%s/%s", parent, key) >= (int)size)
        fail("the cache folder path is too long: %s", base);

    char apprun[PATH_MAX];
    if (!join(apprun, sizeof apprun, out, "AppRun"))
        fail("the cache folder path is too long: %s", out);
    int lock = hold_in_use(out);
    if (lock >= 0 && access(apprun, X_OK) == 0) {
        /* unpacked by an earlier start (checked under the lock: not being removed) */
        remove_other_versions(parent, key);
        return;
    }
    if (lock >= 0)
        close(lock);

    if (make_dirs(parent) != 0)
        fail("cannot create the folder %s: %s", parent, strerror(errno));
    char temporary[PATH_MAX];
    if (snprintf(temporary, sizeof temporary, "%s/.unpacking-%s-XXXXXX", parent, key)
        >= (int)sizeof temporary || !mkdtemp(temporary))
        fail("cannot create a folder in %s: %s", parent, strerror(errno));
    lock = hold_in_use(temporary); /* the lock follows the folder through the rename */
    if (unpack(fs, temporary) != 0) {
        remove_tree(temporary);
        fail("could not unpack %s into %s (is the disk full?)", image_path, parent);
    }
    if (rename(temporary, out) != 0) {
        int saved = errno;
        remove_tree(temporary);
        /* another start finished unpacking the same version first: use that one */
        if (!(saved == EEXIST || saved == ENOTEMPTY) || access(apprun, X_OK) != 0)
            fail("cannot move the unpacked app to %s: %s", out, strerror(saved));
        if (lock >= 0)
            close(lock);
        hold_in_use(out);
    }
    remove_other_versions(parent, key);
}

/* ---- main ----------------------------------------------------------------------------- */

static int extract_here(sqfs *fs) {
    const char *target = "squashfs-root";
    struct stat st;
    if (lstat(target, &st) == 0)
        fail("./%s already exists; move it away first", target);
    char temporary[] = ".squashfs-root-XXXXXX";
    if (!mkdtemp(temporary))
        fail("cannot create a folder in the current folder: %s", strerror(errno));
    if (unpack(fs, temporary) != 0) {
        remove_tree(temporary);
        fail("could not extract %s", image_path);
    }
    if (chmod(temporary, 0755) != 0 || rename(temporary, target) != 0) {
        int saved = errno;
        remove_tree(temporary);
        fail("cannot create ./%s: %s", target, strerror(saved));
    }
    printf("%s\n", target);
    return 0;
}

int main(int argc, char **argv) {
    image_path = realpath("/proc/self/exe", NULL);
    if (!image_path)
        fail("cannot find its own file (/proc/self/exe): %s", strerror(errno));
    int fd = open(image_path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        fail("cannot open %s: %s", image_path, strerror(errno));
    off_t offset = elf_end(fd);

    const char *option = argc > 1 ? argv[1] : "";
    if (strcmp(option, "--appimage-offset") == 0) {
        printf("%lld\n", (long long)offset);
        return 0;
    }
    if (strcmp(option, "--appimage-help") == 0) {
        printf(IDENTITY "\n"
               "AppImage options:\n"
               "  --appimage-extract  unpack the app into ./squashfs-root\n"
               "  --appimage-offset   print where the squashfs image starts in this file\n"
               "  --appimage-help     show this\n"
               "Other arguments go to the app, which is unpacked once into "
               "$XDG_CACHE_HOME/appimage (or ~/.cache/appimage).\n");
        return 0;
    }
    if (strncmp(option, "--appimage-", 11) == 0 && strcmp(option, "--appimage-extract") != 0)
        fail("unknown option %s (see --appimage-help)", option);

    sqfs fs;
    open_image(&fs, fd, offset);
    if (strcmp(option, "--appimage-extract") == 0) {
        if (argc > 2)
            fail("--appimage-extract takes no arguments (it extracts everything)");
        return extract_here(&fs);
    }

    char appdir[PATH_MAX], apprun[PATH_MAX], owd[PATH_MAX];
    cached_appdir(&fs, fd, appdir, sizeof appdir);
    sqfs_destroy(&fs);
    close(fd);
    if (!join(apprun, sizeof apprun, appdir, "AppRun"))
        fail("path too long: %s/AppRun", appdir);
    if (setenv("APPIMAGE", image_path, 1) != 0 || setenv("APPDIR", appdir, 1) != 0
        || setenv("ARGV0", argv[0] ? argv[0] : image_path, 1) != 0
        || (getcwd(owd, sizeof owd) && setenv("OWD", owd, 1) != 0))
        fail("cannot set the environment: %s", strerror(errno));
    char *no_arguments[] = {apprun, NULL};
    char **arguments = argc > 0 ? argv : no_arguments;
    arguments[0] = apprun;
    execv(apprun, arguments);
    fprintf(stderr, PREFIX "cannot start %s: %s\n", apprun, strerror(errno));
    return 127;
}
