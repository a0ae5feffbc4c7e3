import { useState } from 'react';
import { useNavigate } from 'react-router';

/** The home search box (guide step 2): keyword → search results; hot words from the home config. */
export function HomeSearch({ hotWords }: { hotWords: string[] }) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const go = (keyword: string) => {
    const k = keyword.trim();
    if (k) void navigate(`/resultPage?keyword=${encodeURIComponent(k)}`);
  };
  return (
    <form
      className="shp-home-search"
      role="search"
      data-guide="search"
      onSubmit={(e) => {
        e.preventDefault();
        go(q);
      }}
    >
      <input
        value={q}
        onChange={(e) => setQ(e.target.value)}
        maxLength={50}
        placeholder="搜索商场、铺位、品牌、资讯"
        aria-label="搜索关键词"
        enterKeyHint="search"
      />
      <button type="submit">搜索</button>
      {hotWords.length > 0 && (
        <div className="shp-home-hot">
          热门：
          {hotWords.map((w) => (
            <button key={w} type="button" onClick={() => go(w)}>
              {w}
            </button>
          ))}
        </div>
      )}
    </form>
  );
}
