// The images picked for a ticket or a reply: at most MAX_IMAGES, each at most MAX_IMAGE_BYTES,
// checked as they are added so the form says so at once. Whether a file is a PNG or a JPEG is
// the server's to judge, from its bytes (the name and the browser's guessed type prove nothing).
import { MAX_IMAGE_BYTES, MAX_IMAGES } from "../../shared/tickets";
import type { TicketError } from "./actors";

export function addImages(
  current: readonly File[],
  added: readonly File[],
): { images: File[]; error: TicketError | null } {
  const images = [...current];
  for (const file of added) {
    if (file.size > MAX_IMAGE_BYTES)
      return { images, error: { field: "images", message: null, key: "imageSize", name: file.name } };
    if (images.length >= MAX_IMAGES) return { images, error: { field: "images", message: null, key: "tooMany" } };
    images.push(file);
  }
  return { images, error: null };
}

export const removeImage = (images: readonly File[], index: number) => images.filter((_, i) => i !== index);
