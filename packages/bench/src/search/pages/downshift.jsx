// Downshift's useCombobox with a remote source, as its docs show: fetch in onInputValueChange, set items.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useCombobox } from 'downshift';
import { KIND_LABEL, fetchSuggestions } from './suggest-client.js';

function DownshiftSearch() {
  const [items, setItems] = useState([]);
  const { isOpen, highlightedIndex, getLabelProps, getMenuProps, getInputProps, getItemProps } = useCombobox({
    items,
    inputId: 'q',
    itemToString: (item) => (item ? item.label : ''),
    onInputValueChange: ({ inputValue }) => {
      fetchSuggestions(inputValue ?? '').then(setItems);
    },
  });
  return (
    <div>
      <label {...getLabelProps()}>Search</label>
      <input {...getInputProps()} />
      <ul {...getMenuProps()}>
        {isOpen
          ? items.map((item, index) => (
              <li key={item.id} {...getItemProps({ item, index })} style={highlightedIndex === index ? { background: '#eef' } : undefined}>
                {item.label} <small>{KIND_LABEL[item.kind]}</small>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}

createRoot(document.getElementById('root')).render(<DownshiftSearch />);
