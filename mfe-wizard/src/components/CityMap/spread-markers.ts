/** A marker's position on screen and its diameter, in pixels. */
export interface ScreenPoint {
  id: string;
  x: number;
  y: number;
  size?: number;
}

const ROUNDS = 60;

/**
 * Moves markers that would overlap on screen apart, so each can be clicked (Islamabad and Rawalpindi are 14 km
 * apart: one pixel at the zoom that shows all of Pakistan). Each round pushes every overlapping pair apart along the
 * line between them, half the overlap each, so a marker moves only as far as its neighbours make it and keeps its
 * bearing from them (the northern twin stays on top). Answers the pixel offset of every moved marker.
 */
export function spreadOffsets(points: readonly ScreenPoint[], gap: number): Map<string, [number, number]> {
  const at = points.map((p) => ({ x: p.x, y: p.y }));
  const need = (i: number, j: number) => ((points[i]!.size ?? 0) + (points[j]!.size ?? 0)) / 2 + gap;
  for (let round = 0; round < ROUNDS; round++) {
    let moved = false;
    for (let i = 0; i < at.length; i++) {
      for (let j = i + 1; j < at.length; j++) {
        const a = at[i]!;
        const b = at[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let d = Math.hypot(dx, dy);
        const overlap = need(i, j) - d;
        if (overlap <= 0.01) continue;
        // Same spot: separate north–south, the first listed on top.
        if (d < 1e-6) {
          dx = 0;
          dy = 1;
          d = 1;
        }
        const push = overlap / 2 + 0.01;
        a.x -= (dx / d) * push;
        a.y -= (dy / d) * push;
        b.x += (dx / d) * push;
        b.y += (dy / d) * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  const offsets = new Map<string, [number, number]>();
  points.forEach((p, i) => {
    const dx = at[i]!.x - p.x;
    const dy = at[i]!.y - p.y;
    if (Math.abs(dx) > 0.01 || Math.abs(dy) > 0.01) offsets.set(p.id, [dx, dy]);
  });
  return offsets;
}
