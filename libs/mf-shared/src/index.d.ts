import type { Configuration } from 'webpack';

export type RemoteName = 'dashboard' | 'wizard' | 'admin' | 'help';
export interface SharedEntry { singleton: boolean; requiredVersion: string; eager: false; import?: string | false; version?: string }
export type Role = 'host' | 'remote';

export declare const SINGLETONS: readonly string[];
export declare const EUI_HOST: string;
export declare const REMOTES: Record<RemoteName, number>;
export declare const SHELL_PORT: number;
export declare function sharedTable(pkgPath: string, role?: Role): Record<string, SharedEntry>;
export declare function commonConfig(dir: string, mode: 'production' | 'development' | 'none'): Configuration;
export declare function federationOptions(pkgPath: string, role?: Role): {
  shared: Record<string, SharedEntry>;
  shareStrategy: 'loaded-first';
  manifest: false;
  dts: false;
};
export declare function remoteConfig(opts: { name: RemoteName; dir: string }): (
  env: unknown,
  argv: { mode?: 'production' | 'development' | 'none' },
) => Configuration;
