// The file of MapLibre's worker, which parses the tiles off the page's thread. It ships as a file
// of its own next to the page's code: the map (lot-map.tsx) starts its worker from it, and the map
// area (map-area.tsx) fetches it early, beside the map's code, so it is cached by then.
export { default as MAP_WORKER_URL } from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
