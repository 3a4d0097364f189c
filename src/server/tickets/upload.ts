// Reads a ticket's multipart body (POST /work/tickets, …/messages): the size is bounded before
// the body is read (the declared Content-Length first, then a running count that stops reading at
// the bound), then the parts are parsed and each image is judged by its bytes (./images.ts). Every
// refusal names its field: the text fields by their names, the images as `images` with the
// image's number.
import type { Locales } from "../../i18n/i18n-types";
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, MAX_IMAGES, MAX_TICKET_BODY, sizeText } from "../../shared/tickets";
import { readBytes } from "../http/body";
import { HttpError } from "../http/errors";
import { serverTexts } from "../texts";
import { type CheckedImage, checkImage, ImageError } from "./images";

const t = (l: Locales) => serverTexts(l).tickets.errors;

export interface TicketForm {
  fields: Record<string, string>;
  images: CheckedImage[];
}

const bodyTooLarge = () =>
  new HttpError(413, "payload_too_large", {
    message: (l) => t(l).bodyTooLarge({ size: sizeText(MAX_TICKET_BODY, l) }),
  });

const imageError = (status: number, n: number, message: (l: Locales) => string) =>
  new HttpError(status, "ticket_image_invalid", { message, field: "images", fields: ["images"], image: n });

/** The text fields (each at most once, only those of `allowed`) and the checked images. */
export async function readTicketForm(req: Request, allowed: readonly string[]): Promise<TicketForm> {
  const type = req.headers.get("content-type") ?? "";
  if (type.split(";")[0]?.trim().toLowerCase() !== "multipart/form-data")
    throw new HttpError(415, "unsupported_media_type", { message: (l) => t(l).notMultipart() });
  const body = await readBytes(req, MAX_TICKET_BODY, bodyTooLarge);
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    throw new HttpError(400, "invalid_input", { field: "body", problem: "invalid" });
  }
  const fields: Record<string, string> = {};
  const files: Blob[] = [];
  for (const [name, entry] of form.entries()) {
    const value = entry as string | File;
    if (name === "images") {
      if (typeof value === "string")
        throw imageError(400, files.length + 1, (l) => t(l).imageType({ n: files.length + 1 }));
      // A file input left empty sends one part with no name and no bytes.
      if (value.size === 0 && value.name === "") continue;
      files.push(value);
      continue;
    }
    if (!allowed.includes(name)) throw new HttpError(400, "invalid_input", { field: name, problem: "unexpected" });
    if (typeof value !== "string" || name in fields)
      throw new HttpError(400, "invalid_input", { field: name, problem: "invalid" });
    fields[name] = value;
  }
  if (files.length > MAX_IMAGES)
    throw new HttpError(400, "ticket_image_invalid", {
      message: (l) => t(l).tooManyImages({ max: MAX_IMAGES }),
      field: "images",
      fields: ["images"],
    });
  const images: CheckedImage[] = [];
  for (const [i, file] of files.entries()) {
    const n = i + 1;
    if (file.size > MAX_IMAGE_BYTES)
      throw imageError(413, n, (l) => t(l).imageSize({ n, size: sizeText(MAX_IMAGE_BYTES, l) }));
    try {
      images.push(checkImage(new Uint8Array(await file.arrayBuffer())));
    } catch (error) {
      if (!(error instanceof ImageError)) throw error;
      if (error.problem === "not_image") throw imageError(400, n, (l) => t(l).imageType({ n }));
      if (error.problem === "too_large_dimensions")
        throw imageError(400, n, (l) => t(l).imageDimensions({ n, side: MAX_IMAGE_SIDE }));
      throw imageError(400, n, (l) => t(l).imageCorrupt({ n }));
    }
  }
  return { fields, images };
}
