// Child processes that must not outlive their parent (the catalog build under `bun run`, server workers under the
// supervisor): the kernel sends them SIGTERM when the parent dies (Linux PR_SET_PDEATHSIG).

/**
 * Asks the kernel to send this process SIGTERM when its parent dies; a no-op off Linux or without libc. The parent
 * may already have died: then it exits at once.
 */
export function dieWithParent(): void {
  if (process.platform !== "linux") return;
  const parent = process.ppid;
  try {
    const { dlopen, FFIType } = require("bun:ffi") as typeof import("bun:ffi");
    const libc = dlopen("libc.so.6", { prctl: { args: [FFIType.i32, FFIType.u64, FFIType.u64, FFIType.u64, FFIType.u64], returns: FFIType.i32 } });
    const PR_SET_PDEATHSIG = 1;
    const SIGTERM = 15;
    libc.symbols.prctl(PR_SET_PDEATHSIG, SIGTERM, 0, 0, 0);
    libc.close();
  } catch {
    return;
  }
  if (process.ppid !== parent) process.exit(1);
}
