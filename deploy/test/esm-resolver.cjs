// kubernetes-models publishes ESM only (its exports have an "import" condition and no "require"): jest, which runs
// CommonJS, resolves those packages with "import" and compiles them (transformIgnorePatterns in jest.config.js).
module.exports = (request, options) => {
  const esmOnly = /^(kubernetes-models|@kubernetes-models\/)/.test(request);
  return options.defaultResolver(request, esmOnly ? { ...options, conditions: ['import', 'default'] } : options);
};
