import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { feedDetailOp } from '@shp/contracts';
import { load } from '../../lib/server-data';
import { describeItem, withCanonicalPath, withDescription } from '../../lib/seo';
import { FeedDetailView } from '../../features/content/FeedDetailView';
import { ShareButton } from '../../features/share/ShareButton';
import { MissingItem, idFromRequest } from '../../features/content/MissingItem';
import '../../styles/content.css';

/** /consDetails and /brandDetails: one article with related items. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = idFromRequest(request);
  if (!id) return { article: null };
  return { article: await load(context, feedDetailOp, { id }) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const article = data?.article;
  const tags = withDescription(matches, article ? describeItem(article.summary) : undefined);
  // The sitemap lists brand stories under /brandDetails and every other article under /consDetails.
  return article ? withCanonicalPath(tags, article.category === 'brand_story' ? '/brandDetails' : '/consDetails') : tags;
};

export default function ConsDetails() {
  const { article } = useLoaderData<typeof loader>();
  if (!article) return <MissingItem what="资讯" listTo="/consIndex" listLabel="去看资讯" />;
  const trail =
    article.category === 'brand_story'
      ? [{ title: '品牌故事', to: '/brandStory' }]
      : article.category === 'square'
        ? [{ title: '广场服务', to: '/consIndex?titleCode=1' }]
        : [{ title: '资讯', to: '/consIndex' }];
  return <FeedDetailView article={article} trail={trail} share={<ShareButton title={article.title} />} />;
}
