/* ProcessPrng, as bcryptprimitives.dll exports it on Windows 10 and later: Rust's standard
 * library draws its random numbers from it. Wine before 9.0 has no such library, so
 * deploy/test-dist.sh builds this shim beside the programs in its own copy of the Windows zip
 * when the wine it finds cannot start them; it is never part of the release set.
 *
 *   x86_64-w64-mingw32-gcc -shared -O2 -o bcryptprimitives.dll process-prng.c -ladvapi32
 */
#include <windows.h>

/* RtlGenRandom, which every wine has (advapi32). */
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) {
            return FALSE;
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
