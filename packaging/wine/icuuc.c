/* icuuc.dll for Wine only: an ICU without converter data, for running Qt's Windows build in CI.
 *
 * Qt 6's Windows build links its charset converters (QStringConverter for encodings it has no
 * table of its own for) against Windows' own ICU, icuuc.dll in System32 since Windows 10 1903.
 * Wine 8 has no icuuc.dll, so Qt6Core.dll does not load at all. Qt6Core.dll imports exactly these
 * twenty ucnv_* functions (x86_64-w64-mingw32-objdump -p Qt6Core.dll; checked by
 * packaging/wine/windows-ci.sh against the wheel being tested). This library answers them like
 * an ICU whose converter data is missing: ucnv_open finds no converter (U_FILE_ACCESS_ERROR, as
 * ICU says when its data file is absent) and none is available, so Qt treats every encoding it
 * does not convert itself (UTF-8/16/32, Latin-1, the system code page) as unknown. Nothing else
 * can be called, because no converter ever exists. yachtgui reads and writes only UTF-8.
 *
 * It goes into the Wine prefix's system32, where Windows keeps its own ICU, never into the
 * bundle: PyInstaller leaves DLLs of the Windows folder out, and the CI script checks that no
 * icuuc.dll reached dist/. On Windows the real ICU answers (the release workflow's self-test).
 *
 * Build: x86_64-w64-mingw32-gcc -O2 -shared -s -o icuuc.dll icuuc.c icuuc.def
 */
#include <stddef.h>
#include <stdint.h>

typedef int UErrorCode;          /* ICU's enum; <= 0 is success */
typedef uint16_t UChar;
typedef int8_t UBool;
typedef struct UConverter UConverter;
typedef void (*UConverterCallback)(void);

#define U_ILLEGAL_ARGUMENT_ERROR 1
#define U_FILE_ACCESS_ERROR 4

static void fail(UErrorCode *error, UErrorCode code) {
    if (error != NULL && *error <= 0) {
        *error = code;
    }
}

UConverter *ucnv_open(const char *name, UErrorCode *error) {
    (void)name;
    fail(error, U_FILE_ACCESS_ERROR);
    return NULL;
}

int32_t ucnv_countAvailable(void) { return 0; }
const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }

const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *error) {
    (void)name; (void)standard;
    fail(error, U_FILE_ACCESS_ERROR);
    return NULL;
}

/* The rest take a converter, which ucnv_open never returns: refuse like ICU refuses a null one. */
void ucnv_close(UConverter *converter) { (void)converter; }
void ucnv_reset(UConverter *converter) { (void)converter; }
int8_t ucnv_getMaxCharSize(const UConverter *converter) { (void)converter; return 1; }

const char *ucnv_getName(const UConverter *converter, UErrorCode *error) {
    (void)converter;
    fail(error, U_ILLEGAL_ARGUMENT_ERROR);
    return NULL;
}

void ucnv_getToUCallBack(const UConverter *converter, UConverterCallback *action, const void **context) {
    (void)converter;
    if (action) *action = NULL;
    if (context) *context = NULL;
}

void ucnv_getFromUCallBack(const UConverter *converter, UConverterCallback *action, const void **context) {
    ucnv_getToUCallBack(converter, action, context);
}

void ucnv_setToUCallBack(UConverter *converter, UConverterCallback action, const void *context,
                         UConverterCallback *old_action, const void **old_context, UErrorCode *error) {
    (void)converter; (void)action; (void)context;
    if (old_action) *old_action = NULL;
    if (old_context) *old_context = NULL;
    fail(error, U_ILLEGAL_ARGUMENT_ERROR);
}

void ucnv_setFromUCallBack(UConverter *converter, UConverterCallback action, const void *context,
                           UConverterCallback *old_action, const void **old_context, UErrorCode *error) {
    ucnv_setToUCallBack(converter, action, context, old_action, old_context, error);
}

void ucnv_toUnicode(UConverter *converter, UChar **target, const UChar *target_limit, const char **source,
                    const char *source_limit, int32_t *offsets, UBool flush, UErrorCode *error) {
    (void)converter; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets;
    (void)flush;
    fail(error, U_ILLEGAL_ARGUMENT_ERROR);
}

void ucnv_fromUnicode(UConverter *converter, char **target, const char *target_limit, const UChar **source,
                      const UChar *source_limit, int32_t *offsets, UBool flush, UErrorCode *error) {
    (void)converter; (void)target; (void)target_limit; (void)source; (void)source_limit; (void)offsets;
    (void)flush;
    fail(error, U_ILLEGAL_ARGUMENT_ERROR);
}

int32_t ucnv_toUCountPending(const UConverter *converter, UErrorCode *error) {
    (void)converter;
    fail(error, U_ILLEGAL_ARGUMENT_ERROR);
    return -1;
}

int32_t ucnv_fromUCountPending(const UConverter *converter, UErrorCode *error) {
    return ucnv_toUCountPending(converter, error);
}

void ucnv_cbToUWriteUChars(void *args, const UChar *source, int32_t length, int32_t offset, UErrorCode *error) {
    (void)args; (void)source; (void)length; (void)offset;
    fail(error, U_ILLEGAL_ARGUMENT_ERROR);
}

void ucnv_cbFromUWriteUChars(void *args, const UChar **source, const UChar *source_limit, int32_t offset,
                             UErrorCode *error) {
    (void)args; (void)source; (void)source_limit; (void)offset;
    fail(error, U_ILLEGAL_ARGUMENT_ERROR);
}

/* The two standard callbacks Qt installs; with no converter they are never invoked. */
void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const UChar *units, int32_t length,
                                     int32_t code_point, int reason, UErrorCode *error) {
    (void)context; (void)args; (void)units; (void)length; (void)code_point; (void)reason;
    fail(error, U_ILLEGAL_ARGUMENT_ERROR);
}

void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *context, void *args, const char *units, int32_t length,
                                   int reason, UErrorCode *error) {
    (void)context; (void)args; (void)units; (void)length; (void)reason;
    fail(error, U_ILLEGAL_ARGUMENT_ERROR);
}
