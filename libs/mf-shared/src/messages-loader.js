// Webpack loader for the message catalogs (`src/messages/<language>.json`): each ICU message is parsed
// here, at build time, into FormatJS's syntax tree, as `formatjs compile --ast` would. The browser then needs no
// ICU parser: commonConfig points @formatjs/icu-messageformat-parser at its no-parser build (about 10 KiB gzip less
// on every page). Jest reads the plain JSON and parses at run time.
module.exports = function messagesLoader(source) {
  const done = this.async();
  import('@formatjs/icu-messageformat-parser')
    .then(({ parse }) => {
      const messages = JSON.parse(source);
      const compiled = Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(String(text))]));
      done(null, JSON.stringify(compiled));
    })
    .catch(done);
};
