import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) used so far by every process in a process group (tsx runs node as a child). */
export function groupCpuSeconds(pgid: number): number {
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may contain spaces): state ppid pgrp … utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return ticks / TICKS_PER_SECOND;
}
