// The pictures the product page's gallery shows, in order: the product's images, else its
// featured image alone. The gallery draws them and the page's <head> preloads the first
// (decision 084): both read them here.
import type {GalleryImage} from '~/components/product/ProductGallery';

interface ProductPictures {
  images: {nodes: GalleryImage[]};
  featuredImage?: GalleryImage | null;
}

export function galleryImages(product: ProductPictures): GalleryImage[] {
  if (product.images.nodes.length > 0) return product.images.nodes;
  return product.featuredImage ? [product.featuredImage] : [];
}
