import { recordService } from "../records/service";
import { DEPARTMENTS, type EditableDepartment } from "./record";

/**
 * Staff changes to departments, by their own names: the service of the declared kind
 * (lib/departments/record.ts, lib/records/service.ts).
 */
export type { EditableDepartment };

const service = recordService(DEPARTMENTS);

export const getEditableDepartment = service.get;
export const createDepartment = service.create;
export const updateDepartment = service.update;
export const deleteDepartment = service.remove;
export const listDepartmentRevisions = service.revisions;
export const restoreDepartmentRevision = service.restore;
