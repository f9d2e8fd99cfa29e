// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of a production build, so the static servers
// (libs/local-stack/src/serve-static.ts for the remotes, gateway/src/static.ts for the shell) send compressed bytes
// without compressing on each request, at brotli's and gzip's highest levels.
const zlib = require('node:zlib');

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
// Below ~1 KiB the headers outweigh the saving.
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const buf = source.buffer();
            if (buf.length < MIN_BYTES) continue;
            const br = zlib.brotliCompressSync(buf, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
              },
            });
            compilation.emitAsset(`${name}.br`, new sources.RawSource(br), { compressed: true, development: true });
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(zlib.gzipSync(buf, { level: 9 })), {
              compressed: true,
              development: true,
            });
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
