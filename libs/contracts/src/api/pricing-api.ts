import { z } from 'zod';
import {
  AUDIENCE_LIST_FILE_PATH,
  AudienceList,
  AudienceListCreate,
  AudienceListMembers,
  AudienceListPage,
} from '../audience-lists';
import { EstimateRequest, EstimateResponse, PriceRequest, PriceResult } from '../pricing';
import { ReferenceName } from '../reference';
import { apiRoute, AnyJson } from './api-route';

/** Customer lists, estimates, prices and the reference lists (svc-pricing). */
export const PRICING_API = {
  createAudienceList: apiRoute({
    method: 'post',
    path: '/api/audience-lists',
    summary: 'Match a customer list (SHA-256 hashes of E.164 numbers only)',
    tag: 'Pricing',
    service: 'svc-pricing',
    body: AudienceListCreate,
    success: { status: 201, schema: AudienceList },
  }),
  audienceLists: apiRoute({
    method: 'get',
    path: '/api/audience-lists',
    summary: "The caller's customer lists",
    tag: 'Pricing',
    service: 'svc-pricing',
    success: { status: 200, schema: AudienceListPage },
  }),
  audienceListFile: apiRoute({
    method: 'post',
    path: AUDIENCE_LIST_FILE_PATH,
    summary: 'Match a customer list sent as a file: one SHA-256 hash a line, up to 50,000; the name in the query',
    tag: 'Pricing',
    service: 'svc-pricing',
    query: z.object({ name: AudienceListCreate.shape.name.describe("The list's name, as in the JSON upload") }),
    rawBody: 'text/plain',
    success: { status: 201, schema: AudienceList },
    errors: [413, 415, 429],
  }),
  audienceList: apiRoute({
    method: 'get',
    path: '/api/audience-lists/{id}',
    summary: 'One customer list',
    tag: 'Pricing',
    service: 'svc-pricing',
    success: { status: 200, schema: AudienceList },
  }),
  audienceListHashes: apiRoute({
    method: 'get',
    path: '/api/audience-lists/{id}/hashes',
    summary: "A list's matched members (our services only: 403 for every browser caller)",
    tag: 'Pricing',
    service: 'svc-pricing',
    access: 'service',
    success: { status: 200, schema: AudienceListMembers },
  }),
  estimate: apiRoute({
    method: 'post',
    path: '/api/estimate',
    summary: 'Reach and cost estimate',
    tag: 'Pricing',
    service: 'svc-pricing',
    body: EstimateRequest,
    success: { status: 200, schema: EstimateResponse },
  }),
  price: apiRoute({
    method: 'post',
    path: '/api/price',
    summary: 'Price of a targeting choice',
    tag: 'Pricing',
    service: 'svc-pricing',
    body: PriceRequest,
    success: { status: 200, schema: PriceResult },
  }),
  referenceNames: apiRoute({
    method: 'get',
    path: '/api/reference',
    summary: 'Names of the reference lists',
    tag: 'Reference',
    service: 'svc-pricing',
    access: 'public',
    success: { status: 200, schema: z.object({ names: z.array(ReferenceName) }) },
  }),
  reference: apiRoute({
    method: 'get',
    path: '/api/reference/{name}',
    summary: 'One reference list (ETag, 304 on If-None-Match)',
    tag: 'Reference',
    service: 'svc-pricing',
    access: 'public',
    success: { status: 200, schema: z.array(AnyJson) },
    errors: [304],
  }),
};
