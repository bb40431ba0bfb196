/** Products per page everywhere: listing, filter, search and category (spec §9). */
export const PAGE_SIZE = 8;
