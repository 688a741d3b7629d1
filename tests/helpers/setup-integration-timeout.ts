// Starting a database, migrating and seeding takes seconds, more on a busy machine.
jest.setTimeout(60_000);
