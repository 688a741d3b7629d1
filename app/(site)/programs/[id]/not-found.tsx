import { ProgramNotFound, programNotFoundMetadata } from "@/components/programs/ProgramNotFound";

/** Next.js takes a 404's <title> from the nearest not-found module, not from the page. */
export const generateMetadata = programNotFoundMetadata;

/** A programme id that names no programme, on a navigation within the site (the page answers 404). */
export default ProgramNotFound;
