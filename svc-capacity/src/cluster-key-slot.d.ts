/** The hash slot of a key in a Redis Cluster (the package ioredis itself uses; it ships no types). */
declare module 'cluster-key-slot' {
  function calculateSlot(key: string): number;
  export = calculateSlot;
}
