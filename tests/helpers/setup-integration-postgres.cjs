process.env.DSEU_TEST_DATABASE = "postgres";
// The route handlers are called directly, as if behind one proxy of ours that appends the
// client's address to X-Forwarded-For (the tests' requests set it).
process.env.TRUST_PROXY_HOPS ??= "1";
