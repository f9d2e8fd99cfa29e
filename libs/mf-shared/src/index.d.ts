import type { Configuration } from 'webpack';

export type RemoteName = 'dashboard' | 'wizard' | 'admin' | 'help';
export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  eager: false;
  /** A path (the shell's subset file), or false in a remote: it consumes the shell's copy. */
  import?: string | false;
  version?: string;
}

export declare const SINGLETONS: readonly string[];
export declare const SHELL_PROVIDES: readonly string[];
export declare const REMOTES: Record<RemoteName, number>;
export declare const SHELL_PORT: number;
export declare function sharedTable(pkgPath: string, opts?: { provide?: boolean }): Record<string, SharedEntry>;
export declare function commonConfig(dir: string, mode: 'production' | 'development' | 'none'): Configuration;
export declare function federationOptions(
  pkgPath: string,
  opts?: { provide?: boolean },
): {
  experiments: { optimization: { disableSnapshot: true; target: 'web' } };
  shared: Record<string, SharedEntry>;
  shareStrategy: 'loaded-first';
  manifest: false;
  dts: false;
};
export declare function outputOf(dir: string, name: string, publicPath: string): Configuration['output'];
export declare function remoteConfig(opts: {
  name: RemoteName;
  dir: string;
}): (env: unknown, argv: { mode?: 'production' | 'development' | 'none' }) => Configuration;
