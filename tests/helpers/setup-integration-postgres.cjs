process.env.DSEU_TEST_DATABASE = "postgres";
