// `@elastic/eui` for the jsdom tests (jest.config.js maps the package name here): the same EUI, but each name is
// required from its own folder when a test first uses it. EUI's index requires all of EUI, several seconds of
// CPU paid again by each test file's fresh module registry; a page test uses a few dozen of its 566 names.
const path = require('node:path');
const { euiExportMap } = require('./eui-export-map');

const { lib, map } = euiExportMap();
Object.defineProperty(exports, '__esModule', { value: true });
for (const [name, folder] of Object.entries(map)) {
  Object.defineProperty(exports, name, { enumerable: true, get: () => require(path.join(lib, folder))[name] });
}
