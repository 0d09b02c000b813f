import { useParams } from 'react-router';
import { useRobotNews } from './api.ts';
import { CataloguePage } from './catalogue-page.tsx';
import { MinePage } from './mine-page.tsx';
import { ProductPage } from './product-page.tsx';
import { RobotPage } from './robot-page.tsx';

// Two routes of the app's tree carry the four screens (optional segments), so the first load holds two entries, not
// four: /robots/:productId? and /robots/mine/:id?. Each hears the robots' news (an edited product, a step).

/** /robots — the catalogue; /robots/:productId — one robot on offer. */
export function OfferScreens() {
  useRobotNews();
  return useParams().productId === undefined ? <CataloguePage /> : <ProductPage />;
}

/** /robots/mine — the purchase history; /robots/mine/:id — one of the user's robots. */
export function MineScreens() {
  useRobotNews();
  return useParams().id === undefined ? <MinePage /> : <RobotPage />;
}
