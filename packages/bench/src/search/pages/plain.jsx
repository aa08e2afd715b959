// The floor: a plain React input and list, no library. A request per input change, results rendered as they come.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { KIND_LABEL, fetchSuggestions } from './suggest-client.js';

function PlainSearch() {
  const [value, setValue] = useState('');
  const [items, setItems] = useState([]);
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="q">Search</label>
      <input
        id="q"
        value={value}
        autoComplete="off"
        onChange={(event) => {
          const next = event.target.value;
          setValue(next);
          fetchSuggestions(next).then(setItems);
        }}
      />
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.label} <small>{KIND_LABEL[item.kind]}</small>
          </li>
        ))}
      </ul>
    </form>
  );
}

createRoot(document.getElementById('root')).render(<PlainSearch />);
