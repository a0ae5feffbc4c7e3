import { useState } from 'react';
import '../styles/keyword-search.css';

/**
 * A keyword box with a 搜索 button and a clear control, in plain markup for plain pages (in place of
 * antd's Input.Search, decision 009). Submitting or clearing calls onSearch with the trimmed word
 * ('' when cleared). Give it `key={current}` to reset it when the URL changes the word.
 */
export function KeywordSearch({
  label,
  placeholder,
  defaultValue = '',
  maxLength = 50,
  className,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  defaultValue?: string;
  maxLength?: number;
  className?: string;
  onSearch: (keyword: string) => void;
}) {
  const [value, setValue] = useState(defaultValue);
  return (
    <form
      role="search"
      className={className ? `shp-keyword ${className}` : 'shp-keyword'}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value.trim());
      }}
    >
      <span className="shp-keyword-box">
        <input
          type="search"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-label={label}
          placeholder={placeholder}
          maxLength={maxLength}
          enterKeyHint="search"
        />
        {value && (
          <button
            type="button"
            className="shp-keyword-clear"
            aria-label="清除"
            onClick={() => {
              setValue('');
              onSearch('');
            }}
          >
            ×
          </button>
        )}
      </span>
      <button type="submit" className="shp-btn shp-btn-primary">
        搜索
      </button>
    </form>
  );
}
