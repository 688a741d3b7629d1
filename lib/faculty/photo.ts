import { config } from "../config";

/**
 * The photo a public page may show: one of this site's own files. The old backend's data names
 * pictures on other sites, which the Content-Security-Policy blocks (and which could change under
 * the profile), so those are left out until the member uploads a photo here.
 */
export function photoOnThisSite(photo: string): string {
  if (photo.startsWith("/files/") || photo.startsWith(`${config().publicBaseUrl}/files/`)) return photo;
  return "";
}
