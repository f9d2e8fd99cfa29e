// The part of react-router-dom the portal uses, provided as the shared 'react-router-dom' singleton (one router
// context for the page). Shared whole it sent the data-router API nobody uses: ~26 KiB gzip on every page.
// Generated: `node libs/mf-shared/src/subset-imports.js --write` after a frontend starts or stops using a name
// (libs/mf-shared/test/subsets.test.ts fails until then).
export {
  BrowserRouter,
  Link,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom/dist/index.js';
