// Jest 29 ignores `testTimeout` inside a project entry, so the e2e project sets its longer limit here:
// a browser journey through the whole portal on two busy cores can take minutes.
jest.setTimeout(240_000);
