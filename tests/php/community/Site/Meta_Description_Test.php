<?php
declare( strict_types=1 );

namespace Inkwell\Tests\Community\Site;

use Inkwell\Community\Site\Meta_Description;
use Inkwell\Tests\Test_Case;
use WP_Query;

/**
 * @covers \Inkwell\Community\Site\Meta_Description
 */
final class Meta_Description_Test extends Test_Case {

	private function visit( array $query ): void {
		$GLOBALS['wp_query']     = new WP_Query( $query );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
	}

	protected function tear_down(): void {
		$this->visit( array() );
		parent::tear_down();
	}

	public function test_an_article_is_described_by_its_excerpt_cut_at_160_characters(): void {
		$id = $this->create_post( array( 'post_excerpt' => str_repeat( 'Sleep well <b>tonight</b>. ', 12 ) ) );
		$this->visit( array( 'p' => $id ) );
		$description = ( new Meta_Description() )->description();
		$this->assertStringStartsWith( 'Sleep well tonight. Sleep well', $description );
		$this->assertLessThanOrEqual( 160, mb_strlen( $description ) );
		$this->assertStringEndsWith( '…', $description );
	}

	public function test_a_topic_without_description_gets_a_sentence_and_the_home_page_the_tagline(): void {
		$term = wp_insert_term( 'Quiet topic', 'category' );
		$this->create_post( array( 'post_category' => array( $term['term_id'] ) ) );
		$this->visit( array( 'cat' => $term['term_id'] ) );
		$this->assertSame( 'Articles about Quiet topic.', ( new Meta_Description() )->description() );

		$this->visit( array() );
		$this->assertSame( get_bloginfo( 'description' ), ( new Meta_Description() )->description() );
	}

	public function test_the_tag_is_printed_escaped_once(): void {
		$id = $this->create_post( array( 'post_excerpt' => 'Say "hi" & <script>bye</script>' ) );
		$this->visit( array( 'p' => $id ) );
		ob_start();
		( new Meta_Description() )->print_tag();
		$this->assertSame( '<meta name="description" content="Say &quot;hi&quot; &amp; bye">' . "\n", ob_get_clean() );
	}
}
