// Starting a database, migrating and seeding (with the pictures and documents the seed ships) takes
// seconds, far more on a busy machine.
jest.setTimeout(120_000);
