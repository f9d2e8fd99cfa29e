import { z } from 'zod';

export const DependencyState = z.object({
  status: z.enum(['ok', 'down']),
  latencyMs: z.number().optional(),
  error: z.string().optional(),
});
export type DependencyState = z.infer<typeof DependencyState>;

export const ServiceHealth = z.object({
  service: z.string(),
  status: z.enum(['ok', 'degraded', 'down']),
  dependencies: z.record(DependencyState),
});
export type ServiceHealth = z.infer<typeof ServiceHealth>;

export const GatewayHealth = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  services: z.record(DependencyState),
  infrastructure: z.record(DependencyState),
});
export type GatewayHealth = z.infer<typeof GatewayHealth>;
