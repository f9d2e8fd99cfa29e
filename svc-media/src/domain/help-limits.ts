/** Spec §9 creative guidance: 10-25 s is the sweet spot, 30 s the hard maximum (duration: `scriptSeconds`). */
export const IDEAL_MAX_SEC = 25;
