// The images picked for a ticket or a reply: at most MAX_IMAGES, each at most MAX_IMAGE_BYTES,
// checked as they are added so the form says so at once. Whether a file is a PNG or a JPEG is
// the server's to judge, from its bytes (the name and the browser's guessed type prove nothing).
import { MAX_IMAGE_BYTES, MAX_IMAGES } from "../../shared/tickets";
import type { TicketError } from "./actors";

function addImages(current: readonly File[], added: readonly File[]): { images: File[]; error: TicketError | null } {
  const images = [...current];
  for (const file of added) {
    if (file.size > MAX_IMAGE_BYTES)
      return { images, error: { field: "images", message: null, key: "imageSize", name: file.name } };
    if (images.length >= MAX_IMAGES) return { images, error: { field: "images", message: null, key: "tooMany" } };
    images.push(file);
  }
  return { images, error: null };
}

const removeImage = (images: readonly File[], index: number) => images.filter((_, i) => i !== index);

type ImageErrors = { images?: TicketError; form?: TicketError };

/** The images and the errors once `files` are added: an error about the images or the whole form
 * gives way, and a new one about the images is kept. */
export function imagesAdded<E extends ImageErrors>(images: readonly File[], errors: E, files: readonly File[]) {
  const { images: _gone, form: _form, ...rest } = errors;
  const added = addImages(images, files);
  return { images: added.images, errors: added.error ? { ...rest, images: added.error } : rest };
}

/** The images and the errors once the `index`th image is taken out: an error about the images
 * gives way. */
export function imageRemoved<E extends ImageErrors>(images: readonly File[], errors: E, index: number) {
  const { images: _gone, ...rest } = errors;
  return { images: removeImage(images, index), errors: rest };
}
