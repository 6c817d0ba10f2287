import { NewsCard } from './news-card';

/** The news card as the default export `React.lazy` takes: a chunk fetched after the first paint. */
export default NewsCard;
