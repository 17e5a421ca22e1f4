import type { FastifyRequest } from 'fastify';

import { APP_URL_HEADER, ERROR_CODES, type Brand } from '@klubb/contracts';

import type { BrandDirectory } from '../services/brand-directory';

import { ApiError } from './api-error';
import { appUrlOf } from './app-url';

const MAX_APP_URL_LENGTH = 2048;
const SHOWN_APP_URL_LENGTH = 100;

/**
 * The brand a call is for, from its app URL (query, `X-App-Url`, then `Origin`). No app URL answers
 * 400 `brand/app-url-missing`; one no brand answers to, 404 `brand/not-found`.
 */
export async function resolveBrand(
  request: FastifyRequest,
  directory: BrandDirectory,
  appUrlFromQuery?: string,
): Promise<Brand> {
  const appUrl = appUrlOf(request, appUrlFromQuery);
  if (appUrl === undefined) {
    throw new ApiError(
      400,
      ERROR_CODES.missingAppUrl,
      `No app URL: send the ${APP_URL_HEADER} header (or Origin) with the app's URL`,
    );
  }
  if (appUrl.length > MAX_APP_URL_LENGTH) {
    throw new ApiError(400, ERROR_CODES.validation, 'The app URL is too long');
  }
  const brand = await directory.findByAppUrl(appUrl);
  if (!brand) {
    const shown =
      appUrl.length > SHOWN_APP_URL_LENGTH ? `${appUrl.slice(0, SHOWN_APP_URL_LENGTH)}…` : appUrl;
    throw new ApiError(404, ERROR_CODES.unknownBrand, `No brand for the app URL ${shown}`);
  }
  return brand;
}
