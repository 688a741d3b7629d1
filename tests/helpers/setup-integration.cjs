process.env.DSEU_TEST_DATABASE = "pglite";
