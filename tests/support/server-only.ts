// The `server-only` marker for the test runner: Next's build makes it fail a browser bundle that
// reaches a server module; the tests run on the server, where the marker is nothing.
export {};
