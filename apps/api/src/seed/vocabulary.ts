/**
 * Hand-written vocabulary for the seed: the marketplace's top-level categories in Browse-menu order,
 * a few sub-categories each, and the skills, software and materials their classes use.
 * Accented skill names (Macramé, Papier-Mâché, Pâtisserie) are here on purpose: they make the
 * accent-insensitive matching visible in the search box.
 */

/** One top-level category and the words its classes are built from. */
export interface CategoryVocabulary {
  name: string;
  slug: string;
  /** Relative share of classes in this category. */
  weight: number;
  subcategories: readonly string[];
  /** Broad topics first (they become TOPIC facets), then specific skills. */
  topics: readonly string[];
  skills: readonly string[];
  software: readonly string[];
  materials: readonly string[];
}

export const CATEGORY_VOCABULARY: readonly CategoryVocabulary[] = [
  {
    name: 'Animation', slug: 'animation', weight: 5,
    subcategories: ['2D Animation', '3D Animation', 'Motion Graphics'],
    topics: ['Motion Design', 'Character Animation'],
    skills: ['Frame-by-Frame Animation', 'Stop Motion', 'Rigging', 'Kinetic Typography', 'Animated GIFs',
      'Lottie Animation', 'Walk Cycles', 'Storyboarding', 'Explainer Videos', 'Logo Animation',
      'Looping Animation', 'Claymation', 'Rotoscoping', 'Cel Shading', 'Lip Sync', 'Particle Effects',
      'Animated Illustrations', 'Squash and Stretch', 'Title Sequences'],
    software: ['After Effects', 'Blender', 'Cinema 4D', 'Toon Boom Harmony', 'Procreate Dreams'],
    materials: ['Computer', 'Drawing tablet'],
  },
  {
    name: 'Creative Writing', slug: 'creative-writing', weight: 5,
    subcategories: ['Fiction', 'Poetry', 'Nonfiction'],
    topics: ['Storytelling', 'Fiction Writing'],
    skills: ['Poetry', 'Screenwriting', 'Memoir', 'Short Stories', 'Worldbuilding', 'Character Development',
      'Writing Dialogue', 'Novel Writing', "Children's Books", 'Personal Essays', 'Flash Fiction',
      'Journaling', 'Self-Editing', 'Plotting', 'Writing Prompts', 'Fantasy Writing', 'Haiku',
      'Creative Nonfiction', 'Romance Writing', 'Mystery Writing'],
    software: ['Scrivener', 'Google Docs'],
    materials: ['Notebook', 'Pen'],
  },
  {
    name: 'Film & Video', slug: 'film-and-video', weight: 7,
    subcategories: ['Filmmaking', 'Video Editing', 'YouTube'],
    topics: ['Filmmaking', 'Video Production'],
    skills: ['Video Editing', 'Color Grading', 'Cinematography', 'Documentary', 'YouTube Videos',
      'Smartphone Filmmaking', 'Sound Design', 'Vlogging', 'Short Films', 'Drone Videography',
      'Lighting for Video', 'Directing', 'Music Videos', 'Travel Videos', 'Interview Setup', 'B-Roll',
      'Video Transitions', 'Video Essays', 'Green Screen', 'Film Scoring Basics'],
    software: ['Premiere Pro', 'DaVinci Resolve', 'Final Cut Pro', 'CapCut'],
    materials: ['Camera', 'Smartphone', 'Tripod', 'Microphone'],
  },
  {
    name: 'Fine Art', slug: 'fine-art', weight: 10,
    subcategories: ['Painting', 'Drawing', 'Printmaking'],
    topics: ['Painting', 'Drawing'],
    skills: ['Watercolor', 'Oil Painting', 'Acrylic Painting', 'Gouache', 'Figure Drawing', 'Portrait Drawing',
      'Charcoal Drawing', 'Soft Pastels', 'Ink Drawing', 'Still Life', 'Landscape Painting', 'Urban Sketching',
      'Botanical Art', 'Abstract Art', 'Color Theory', 'Mixed Media', 'Plein Air Painting', 'Linocut',
      'Sumi-e', 'Alla Prima', 'Art Journaling'],
    software: [],
    materials: ['Watercolor paints', 'Brushes', 'Paper', 'Canvas', 'Pencils', 'Sketchbook', 'Charcoal'],
  },
  {
    name: 'Graphic Design', slug: 'graphic-design', weight: 10,
    subcategories: ['Branding', 'Typography', 'Print Design'],
    topics: ['Branding', 'Typography'],
    skills: ['Logo Design', 'Layout Design', 'Poster Design', 'Packaging Design', 'Brand Identity',
      'Color Palettes', 'Editorial Design', 'Infographics', 'Icon Design', 'Hand Lettering', 'Pattern Design',
      'Print Design', 'Social Media Graphics', 'Book Cover Design', 'Visual Identity', 'Grid Systems',
      'Font Design', 'Merchandise Design', 'Risograph Printing', 'Album Cover Design'],
    software: ['Adobe Illustrator', 'Adobe Photoshop', 'Adobe InDesign', 'Canva', 'Affinity Designer'],
    materials: ['Computer'],
  },
  {
    name: 'Illustration', slug: 'illustration', weight: 12,
    subcategories: ['Digital Illustration', 'Character Design', 'Comics'],
    topics: ['Digital Illustration', 'Character Design'],
    skills: ["Children's Book Illustration", 'Editorial Illustration', 'Fashion Illustration', 'Comics', 'Manga',
      'Concept Art', 'Botanical Illustration', 'Vector Illustration', 'Sketchbook Practice', 'Texture Brushes',
      'Isometric Illustration', 'Food Illustration', 'Pet Portraits', 'Surface Design', 'Fantasy Art',
      'Line Art', 'Whimsical Illustration', 'Risograph Illustration', 'Map Illustration', 'Sticker Design'],
    software: ['Procreate', 'Adobe Fresco', 'Clip Studio Paint', 'Krita'],
    materials: ['iPad', 'Apple Pencil', 'Sketchbook'],
  },
  {
    name: 'Music', slug: 'music', weight: 6,
    subcategories: ['Music Production', 'Instruments', 'Songwriting'],
    topics: ['Music Production', 'Music Theory'],
    skills: ['Songwriting', 'Guitar', 'Piano', 'Beat Making', 'Mixing', 'Mastering', 'Singing', 'Ukulele',
      'Drums', 'Synthesis', 'Lo-fi Hip Hop', 'DJing', 'Audio Engineering', 'Film Scoring', 'Ear Training',
      'Home Recording', 'Jazz Improvisation', 'Chord Progressions', 'Bossa Nova Guitar', 'Sampling'],
    software: ['Ableton Live', 'Logic Pro', 'FL Studio', 'GarageBand'],
    materials: ['Headphones', 'MIDI keyboard', 'Instrument', 'Microphone'],
  },
  {
    name: 'Photography', slug: 'photography', weight: 8,
    subcategories: ['Portrait Photography', 'Photo Editing', 'Smartphone Photography'],
    topics: ['Photo Editing', 'Composition'],
    skills: ['Portrait Photography', 'Landscape Photography', 'Street Photography', 'Product Photography',
      'Food Photography', 'Smartphone Photography', 'Lightroom Presets', 'Natural Light', 'Black and White Photography',
      'Wedding Photography', 'Film Photography', 'Night Photography', 'Travel Photography', 'Macro Photography',
      'Studio Lighting', 'Photojournalism', 'Flat Lay Photography', 'Astrophotography', 'Photo Retouching',
      'Self-Portraits'],
    software: ['Lightroom', 'Adobe Photoshop', 'Capture One', 'Snapseed'],
    materials: ['Camera', 'Smartphone', 'Tripod'],
  },
  {
    name: 'UI/UX Design', slug: 'ui-ux-design', weight: 7,
    subcategories: ['UI Design', 'UX Research', 'Product Design'],
    topics: ['UI Design', 'UX Design'],
    skills: ['User Research', 'Wireframing', 'Prototyping', 'Design Systems', 'Interaction Design',
      'Mobile App Design', 'Web Design', 'Usability Testing', 'Accessible Design', 'Information Architecture',
      'UX Writing', 'Microinteractions', 'Dashboard Design', 'Design Thinking', 'Product Design', 'Journey Mapping',
      'Landing Page Design', 'Dark Mode Design', 'Design Tokens'],
    software: ['Figma', 'Sketch', 'Adobe XD', 'Framer', 'ProtoPie'],
    materials: ['Computer'],
  },
  {
    name: 'Web Development', slug: 'web-development', weight: 6,
    subcategories: ['Front-End Development', 'Back-End Development', 'No-Code'],
    topics: ['Front-End Development', 'Coding'],
    skills: ['HTML', 'CSS', 'JavaScript', 'TypeScript', 'React', 'Node.js', 'Python', 'Responsive Design',
      'Web Accessibility', 'Git', 'WordPress', 'APIs', 'SQL', 'Tailwind CSS', 'Next.js', 'Vue.js',
      'Web Performance', 'Automated Testing', 'Data Visualization', 'CSS Animation'],
    software: ['VS Code', 'Webflow'],
    materials: ['Computer'],
  },
  {
    name: 'Freelance & Entrepreneurship', slug: 'freelance-and-entrepreneurship', weight: 5,
    subcategories: ['Freelancing', 'Small Business', 'Leadership'],
    topics: ['Freelancing', 'Small Business'],
    skills: ['Pricing Your Work', 'Client Management', 'Personal Branding', 'Etsy Selling', 'Starting a Business',
      'Business Plans', 'Invoicing', 'Portfolio Building', 'Side Hustles', 'Passive Income', 'Negotiation',
      'Public Speaking', 'Leadership', 'Pitching', 'E-commerce', 'Creative Business', 'Bookkeeping',
      'Remote Work', 'Licensing Your Art'],
    software: ['Notion', 'QuickBooks', 'Shopify'],
    materials: ['Computer'],
  },
  {
    name: 'Marketing', slug: 'marketing', weight: 5,
    subcategories: ['Social Media', 'Content Marketing', 'Email Marketing'],
    topics: ['Digital Marketing', 'Social Media Marketing'],
    skills: ['Instagram Marketing', 'Content Marketing', 'Email Marketing', 'SEO', 'Copywriting',
      'TikTok Marketing', 'Brand Strategy', 'Influencer Marketing', 'Facebook Ads', 'Google Analytics',
      'Marketing Strategy', 'Content Creation', 'Newsletter Writing', 'YouTube Marketing', 'Pinterest Marketing',
      'Podcasting', 'Community Building', 'Growth Marketing', 'Marketing Psychology'],
    software: ['Mailchimp', 'Buffer', 'Canva'],
    materials: ['Computer', 'Smartphone'],
  },
  {
    name: 'Productivity', slug: 'productivity', weight: 4,
    subcategories: ['Time Management', 'Organization', 'Focus'],
    topics: ['Time Management', 'Organization'],
    skills: ['Goal Setting', 'Note Taking', 'Habit Building', 'Focus', 'Bullet Journaling', 'Project Management',
      'Digital Minimalism', 'Notion Templates', 'Second Brain', 'Speed Reading', 'Memory Techniques',
      'Morning Routines', 'Decision Making', 'Delegation', 'Weekly Planning', 'Deep Work', 'Inbox Zero',
      'Pomodoro Technique'],
    software: ['Notion', 'Todoist', 'Obsidian', 'Trello'],
    materials: ['Notebook', 'Computer'],
  },
  {
    name: 'Lifestyle', slug: 'lifestyle', weight: 6,
    subcategories: ['Food & Drink', 'Wellness', 'Home'],
    topics: ['Wellness', 'Food & Drink'],
    skills: ['Cooking', 'Baking', 'Meditation', 'Yoga', 'Mindfulness', 'Gardening', 'Interior Design',
      'Home Organization', 'Fitness', 'Nutrition', 'Language Learning', 'Self Care', 'Houseplants',
      'Sourdough', 'Fermentation', 'Coffee Brewing', 'Latte Art', 'Pâtisserie', 'Personal Finance',
      'Travel Planning', 'Crème Brûlée'],
    software: [],
    materials: ['Kitchen tools', 'Yoga mat', 'Notebook'],
  },
  {
    name: 'Crafts', slug: 'crafts', weight: 6,
    subcategories: ['Fiber Arts', 'Ceramics', 'Paper Crafts'],
    topics: ['Fiber Arts', 'Handmade'],
    skills: ['Knitting', 'Crochet', 'Embroidery', 'Sewing', 'Pottery', 'Ceramics', 'Jewelry Making',
      'Candle Making', 'Macramé', 'Quilting', 'Paper Crafts', 'Origami', 'Bookbinding', 'Woodworking',
      'Soap Making', 'Weaving', 'Punch Needle', 'Cross Stitch', 'Resin Art', 'Leather Crafting',
      'Modern Calligraphy', 'Papier-Mâché'],
    software: [],
    materials: ['Yarn', 'Fabric', 'Clay', 'Needles', 'Paper'],
  },
];

/** Skill levels offered by the `level` facet. */
export const LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'All levels'] as const;

/** Class languages offered by the `language` facet, with their ISO codes. */
export const LANGUAGES = [
  { name: 'English', code: 'en', weight: 70 },
  { name: 'Spanish', code: 'es', weight: 10 },
  { name: 'French', code: 'fr', weight: 6 },
  { name: 'German', code: 'de', weight: 5 },
  { name: 'Portuguese', code: 'pt', weight: 5 },
  { name: 'Japanese', code: 'ja', weight: 4 },
] as const;

/** Kinds of class offered by the `type` facet. */
export const CLASS_TYPES = [
  { name: 'Class', value: 'class', weight: 82 },
  { name: 'Workshop', value: 'workshop', weight: 8 },
  { name: 'Original', value: 'original', weight: 5 },
  { name: 'Learning path', value: 'learning-path', weight: 5 },
] as const;

/** What a class comes with, for the `with` facet. */
export const CLASS_EXTRAS = [
  { name: 'Projects', value: 'projects', share: 0.8 },
  { name: 'Quizzes', value: 'quizzes', share: 0.25 },
  { name: 'Resources', value: 'resources', share: 0.6 },
] as const;
