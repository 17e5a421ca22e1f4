import { z } from 'zod';

import { imageOptionsSchema } from './image';
import { lazySchema } from './lazy-schema';
import { offerTypeSchema } from './offer-type';

/** A text leaf of a rich-text block, with its marks. */
export interface RichTextLeaf {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

/** An element of the editor's raw state (Slate): paragraph, heading, list, link… */
export interface RichTextElement {
  type: string;
  /** Links only. The client keeps http, https, mailto and tel links and drops the rest (spec §5). */
  url?: string;
  children: RichTextNode[];
}
export type RichTextNode = RichTextLeaf | RichTextElement;

const leafSchema = lazySchema(() =>
  z.object({
    text: z.string(),
    bold: z.boolean().optional(),
    italic: z.boolean().optional(),
    underline: z.boolean().optional(),
  }),
);
export const richTextNodeSchema: z.ZodType<RichTextNode> = lazySchema(() =>
  z.lazy(() =>
    z.union([
      leafSchema,
      z.object({
        type: z.string(),
        url: z.string().optional(),
        children: z.array(richTextNodeSchema),
      }),
    ]),
  ),
);

/** Content blocks of an offer (spec §3): image, richText (raw state), spotify and youTube. */
export const contentBlockSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('image'),
      imageSrc: z.string(),
      imageText: z.string(),
      /** The picture's size in pixels, where the editor knows it: the page reserves its space. */
      imageWidth: z.number().int().positive().optional(),
      imageHeight: z.number().int().positive().optional(),
    }),
    z.object({ type: z.literal('richText'), rawState: z.array(richTextNodeSchema) }),
    z.object({ type: z.literal('youTube'), src: z.string() }),
    z.object({ type: z.literal('spotify'), src: z.string() }),
  ]),
);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const CALL_TO_ACTION_TYPES = ['url', 'claim', 'payment', 'referralUrl', 'mailTo'] as const;

/** Call to action (spec §3, §4): what the offer's main button does. */
export const callToActionSchema = lazySchema(() =>
  z.object({
    type: z.enum(CALL_TO_ACTION_TYPES),
    label: z.string(),
    url: z.string().nullable(),
    message: z.string().nullable(),
  }),
);
export type CallToAction = z.infer<typeof callToActionSchema>;

/** The offer shown beside another (spec §3 "companionOffer"). */
export const companionOfferSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    type: offerTypeSchema,
    title: z.string(),
    teaserLine: z.string(),
    companionOfferHeader: z.string(),
    puffImage: imageOptionsSchema,
  }),
);
export type CompanionOffer = z.infer<typeof companionOfferSchema>;
